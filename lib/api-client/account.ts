import type { z } from 'zod';
import type { ProfileDto } from '@/lib/account/profile';
import type { profileDetailsSchema } from '@/lib/validation/auth';
import { apiFetch } from './fetch';

/** The shopper's own profile (app/user). */
export const profileApi = {
  get: () => apiFetch<ProfileDto>('/user/profile'),
  update: (input: z.input<typeof profileDetailsSchema>) =>
    apiFetch<ProfileDto>('/user/profile', { method: 'PUT', json: input }),
  /** Multipart with a `file` field; the server checks and re-encodes it. */
  uploadAvatar: (file: FormData) => apiFetch('/user/image/profile', { method: 'POST', body: file }),
  /** The signed-in shopper's picture, for a profile not yet carrying its versioned address. */
  avatarUrl: '/api/user/avatar',
};
