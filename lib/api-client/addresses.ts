import type { z } from 'zod';
import type { AddressDto } from '@/lib/account/addresses';
import type { addressSchema } from '@/lib/validation/address';
import { apiFetch } from './fetch';

/** The shopper's address book (app/addresses). */
export const addressesApi = {
  list: () => apiFetch<AddressDto[]>('/addresses'),
  /** A new address without an id, else that address replaced. */
  save: (input: z.input<typeof addressSchema>, id?: number) =>
    apiFetch<AddressDto>(id ? `/addresses/${id}` : '/addresses', { method: id ? 'PUT' : 'POST', json: input }),
  remove: (id: number) => apiFetch<null>(`/addresses/${id}`, { method: 'DELETE' }),
};
