import { CONTACT_THANKS } from '@/components/ui/messages';
import { accountRoute, jsonBody } from '@/lib/auth/route';
import { contactSchema } from '@/lib/content/contact-form';
import { submitContactMessage } from '@/lib/content/contact';
import { fail, ok } from '@/lib/http/envelope';
import { clientIp } from '@/lib/security/client-ip';
import { parseWith } from '@/lib/validation/fields';

/** POST /api/contact: name, email, message → stored and mailed to the shop inbox; 429 when throttled. */
export const POST = accountRoute(async (request) => {
  const parsed = parseWith(contactSchema, await jsonBody(request));
  if (!parsed.ok) return fail(400, parsed.message, parsed.errors);
  const saved = await submitContactMessage(parsed.data, clientIp(request));
  return ok(saved, CONTACT_THANKS, 201);
});
