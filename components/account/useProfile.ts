'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http/api-fetch';
import type { AddressDto } from '@/lib/account/addresses';
import type { ProfileDto } from '@/lib/account/profile';

export const PROFILE_KEY = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => apiFetch<ProfileDto>('/user/profile'), retry: false });
}

export type AddressPayload = Omit<AddressDto, 'id'>;

/** Save (add or update) and delete an address; the profile is refetched after either. */
export function useAddressMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: PROFILE_KEY });
  const save = useMutation({
    mutationFn: ({ id, payload }: { id?: number; payload: AddressPayload }) =>
      apiFetch<AddressDto>(id ? `/addresses/${id}` : '/addresses', { method: id ? 'PUT' : 'POST', json: payload }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}
