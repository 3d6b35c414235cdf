/** The contact form's fields and messages (name, e-mail and message all required). Client-safe: the form and the handler share it. */
import { z } from 'zod';
import { emailField, requiredText } from '../validation/fields';
import { CONTACT_LIMITS } from './contact-limits';

export const contactSchema = z.object({
  name: requiredText('Name is required', CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: emailField('Email is required', 'Please enter a valid email address'),
  message: requiredText(
    'Message is required',
    CONTACT_LIMITS.message,
    `Message must be at most ${CONTACT_LIMITS.message} characters`,
  ),
});

export type ContactInput = z.output<typeof contactSchema>;
