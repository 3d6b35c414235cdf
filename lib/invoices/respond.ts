/**
 * GET /invoice/{subOrderNumber}[/credit-note]?format=html|pdf|json[&number=…]. Anonymous callers go to the
 * login page and come back; anyone who may not read it gets the same 404 as for a missing one.
 */
import { getSessionUser } from '../auth/session';
import { isAppError } from '../errors';
import { fail, ok } from '../http/envelope';
import { invoiceHtml } from './html';
import { invoicePdf } from './pdf';
import { readTaxDocument } from './access';
import type { DocumentKind } from './tax';
import { pdfResponse, PRIVATE_HEADERS as PRIVATE } from '../pdf/response';
import { getShopSettings } from '../settings/settings';

export async function respondWithTaxDocument(
  request: Request,
  subOrderNumber: string,
  kind: DocumentKind,
): Promise<Response> {
  const url = new URL(request.url);
  const format = url.searchParams.get('format') ?? 'html';
  const user = await getSessionUser(request);
  if (!user) {
    const back = url.pathname + url.search;
    return new Response(null, {
      status: 307,
      headers: { Location: `/login?redirect=${encodeURIComponent(back)}`, ...PRIVATE },
    });
  }
  try {
    const stored = await readTaxDocument(user, subOrderNumber, kind, url.searchParams.get('number'));
    // Issued before the shop's name was kept on the document: today's name.
    const doc = stored.soldThrough ? stored : { ...stored, soldThrough: (await getShopSettings()).shop.name };
    if (format === 'json') {
      const res = ok(doc, doc.title);
      for (const [k, v] of Object.entries(PRIVATE)) res.headers.set(k, v);
      return res;
    }
    if (format === 'pdf') return pdfResponse(await invoicePdf(doc), doc.number, 'inline');
    return new Response(invoiceHtml(doc), { headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE } });
  } catch (error) {
    if (isAppError(error) && error.status === 404) {
      // Private like the document itself: a shared cache must not keep "not found" for someone who may read it.
      if (format === 'json') return fail(404, error.message, undefined, PRIVATE);
      return new Response('<!doctype html><title>Not found</title><h1>Invoice not found.</h1>', {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE },
      });
    }
    throw error;
  }
}
