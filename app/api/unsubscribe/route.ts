import { reply, route } from '@/lib/http/route';
import { unsubscribe } from '@/lib/marketing/unsubscribe';

/**
 * Anyone with the link, no session. GET (the link in the mail's body) shows the confirmation page;
 * POST is RFC 8058's one-click (`List-Unsubscribe=One-Click` from the mail program) and answers JSON.
 */
export const GET = route({}, async ({ request }) => {
  await unsubscribe(new URL(request.url).searchParams.get('token'));
  return Response.redirect(new URL('/unsubscribe', request.url), 303);
});

export const POST = route({}, async ({ request }) => {
  await unsubscribe(new URL(request.url).searchParams.get('token'));
  return reply(null, 'You will get no more offers by e-mail.');
});
