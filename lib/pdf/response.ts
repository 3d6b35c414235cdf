/**
 * A PDF answer: private (never kept by a shared cache or indexed), named for saving. `route()` keeps
 * a handler's own Cache-Control, so the same headers hold inside and outside the API wrapper.
 */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export function pdfResponse(
  bytes: Uint8Array,
  filename: string,
  disposition: 'inline' | 'attachment' = 'attachment',
): Response {
  const name = `${filename.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${name}"`,
      ...PRIVATE_HEADERS,
    },
  });
}
