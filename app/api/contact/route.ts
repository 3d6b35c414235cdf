import { CONTACT_THANKS } from '@/components/content/messages';
import { contactSchema } from '@/lib/content/contact-form';
import { submitContactMessage } from '@/lib/content/contact';
import { reply, route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';

/** POST /api/contact: name, email, message → stored and mailed to the shop inbox; 429 when throttled. */
export const POST = route({ body: contactSchema }, async ({ request, body }) =>
  reply(await submitContactMessage(body, clientIp(request)), CONTACT_THANKS, 201),
);
