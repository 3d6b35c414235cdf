import type { z } from 'zod';
import type { PersonDto } from '@/lib/account/people';
import type { staffCreateSchema, staffUpdateSchema, userStatusSchema } from '@/lib/account/people-schemas';
import { apiFetch } from './fetch';

const staff = (id: number) => `/api/v1/admin/users/${id}`;

/** Staff accounts and customers in the back office (app/api/v1/admin/users, customers). */
export const adminPeopleApi = {
  createStaff: (input: z.input<typeof staffCreateSchema>) =>
    apiFetch<PersonDto>('/api/v1/admin/users', { method: 'POST', json: input }),
  changeRole: (id: number, input: z.input<typeof staffUpdateSchema>) =>
    apiFetch<PersonDto>(staff(id), { method: 'PATCH', json: input }),
  removeStaff: (id: number) => apiFetch(staff(id), { method: 'DELETE' }),
  /** Block (signed out, no sign-in) or unblock a customer. */
  setCustomerStatus: (id: number, input: z.input<typeof userStatusSchema>) =>
    apiFetch<PersonDto>(`/api/v1/admin/customers/${id}`, { method: 'PATCH', json: input }),
  /** The customer's COD parcels returned to origin so far stop counting: cash on delivery is offered again. */
  liftCodBar: (id: number) =>
    apiFetch<{ id: number; codRefusals: number; codClearedAt: string }>(`/api/v1/admin/customers/${id}/cod-bar/lift`, {
      method: 'POST',
    }),
};
