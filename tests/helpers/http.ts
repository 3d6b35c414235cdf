/** Calls a Next route handler the way the server would, and reads the envelope back. */
type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export async function call<P extends Record<string, string> = Record<string, string>>(
  handler: Handler<P>,
  url: string,
  init: RequestInit & { params?: P } = {},
) {
  const { params, ...rest } = init;
  const request = new Request(new URL(url, 'http://localhost:3000'), rest);
  const response = await handler(request, { params: Promise.resolve((params ?? {}) as P) });
  const text = await response.text();
  let body: { status: number; message: string; data: unknown; errors?: Record<string, string> } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body, text };
}
