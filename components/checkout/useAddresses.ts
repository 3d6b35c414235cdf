'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@/lib/account/addresses';
import { apiFetch } from '@/lib/http/api-fetch';

export const ADDRESSES_KEY = ['addresses'] as const;
export type AddressFields = Omit<AddressDto, 'id'>;

/** The shopper's saved addresses, through the same /addresses calls the profile uses (spec §7). */
export function useAddresses() {
  return useQuery({ queryKey: ADDRESSES_KEY, queryFn: () => apiFetch<AddressDto[]>('/addresses'), staleTime: 0 });
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: AddressFields }) =>
      apiFetch<AddressDto>(id ? `/addresses/${id}` : '/addresses', { method: id ? 'PUT' : 'POST', json: fields }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
