import type { z } from 'zod';
import type { contactSchema } from '@/lib/content/contact-form';
import { sendForm } from './fetch';

/** The contact page's message to the shop (app/api/contact). */
export const contactApi = {
  send: (input: z.input<typeof contactSchema>) => sendForm('/api/contact', input),
};
