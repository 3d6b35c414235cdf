'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@/lib/account/addresses';
import { addressesApi } from '@/lib/api-client/addresses';
import { ADDRESSES_KEY, PROFILE_KEY } from '@/components/query-keys';

export type AddressPayload = Omit<AddressDto, 'id'>;

/** The shopper's saved addresses (the checkout's list; the profile reads them inside its profile). */
export function useAddresses() {
  return useQuery({ queryKey: ADDRESSES_KEY, queryFn: addressesApi.list, staleTime: 0 });
}

/**
 * Add, update and delete an address, the same calls from the profile and the checkout. Both
 * lists that show addresses (the checkout's and the profile's) refresh after a change.
 */
export function useAddressMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
      client.invalidateQueries({ queryKey: PROFILE_KEY }),
    ]);
  const save = useMutation({
    mutationFn: ({ id, payload }: { id?: number; payload: AddressPayload }) => addressesApi.save(payload, id),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: addressesApi.remove,
    onSuccess: refresh,
  });
  return { save, remove };
}
