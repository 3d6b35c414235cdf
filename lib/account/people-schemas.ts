/** What an admin may send about people: staff accounts and a customer's status. */
import { z } from 'zod';
import { emailField, PASSWORD_MAX } from '../validation/fields';
import { STRONG_PASSWORD } from '../validation/password-policy';
import { pagingQuery, queryFlag, searchText } from '../validation/paging';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
export const STAFF_ROLES = ['ADMIN', 'SELLER'] as const;

export const PEOPLE_MESSAGES = {
  role: 'Role is ADMIN or SELLER',
  seller: 'A seller member needs a seller',
  sellerUnknown: 'No such seller',
  emailTaken: 'An account with this e-mail already exists',
  password: 'At least 8 characters with upper- and lower-case letters, a digit and one of @$!%*?&',
  self: 'You cannot change your own role or status',
  lastAdmin: 'The shop needs at least one admin',
  status: 'Status is ACTIVE or BLOCKED',
} as const;

export const staffCreateSchema = z.object({
  email: emailField('Please enter an e-mail', 'Please enter a valid e-mail'),
  name: z.preprocess(
    trimmed,
    z.string({ message: 'Please enter a name' }).min(1, 'Please enter a name').max(100, 'At most 100 characters'),
  ),
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '').slice(-10) : v),
    z.string({ message: 'Enter a 10-digit phone number' }).regex(/^\d{10}$/, 'Enter a 10-digit phone number'),
  ),
  // The screen sends none: the welcome mail's link lets the member choose one. An API client that
  // still sends one sets the first password with it (docs/back-office.md); it is never mailed.
  password: z
    .string({ message: PEOPLE_MESSAGES.password })
    .max(PASSWORD_MAX, PEOPLE_MESSAGES.password)
    .regex(STRONG_PASSWORD, PEOPLE_MESSAGES.password)
    .optional(),
  role: z.enum(STAFF_ROLES, { message: PEOPLE_MESSAGES.role }),
  sellerSlug: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
    z.string().max(120).optional(),
  ),
});
export type StaffCreateInput = z.output<typeof staffCreateSchema>;

/** A new role for a staff member; CUSTOMER removes them from the staff (the account stays). */
export const staffUpdateSchema = z.object({
  role: z.enum(['ADMIN', 'SELLER', 'CUSTOMER'], { message: 'Role is ADMIN, SELLER or CUSTOMER' }),
  sellerSlug: staffCreateSchema.shape.sellerSlug,
});
export type StaffUpdateInput = z.output<typeof staffUpdateSchema>;

export const userStatusSchema = z.object({
  status: z.enum(['ACTIVE', 'BLOCKED'], { message: PEOPLE_MESSAGES.status }),
});

export const peopleQuery = pagingQuery.extend({ q: searchText });
export type PeopleQuery = z.output<typeof peopleQuery>;

/** The customer list also filters on the accounts barred from cash on delivery (`codBarred=true`). */
export const customersQuery = peopleQuery.extend({ codBarred: queryFlag });
export type CustomersQuery = z.output<typeof customersQuery>;
