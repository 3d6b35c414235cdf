/** @jest-environment jsdom */
import { toast } from 'sonner';
import { ApiError, apiFetch, sendForm } from '@/lib/api-client/fetch';
import { FORBIDDEN_MESSAGE } from '@/lib/messages';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

// jsdom has no Response: the fields apiFetch reads, as the browser gives them.
const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, ok: status >= 200 && status < 300, statusText: '', json: async () => body }));

afterEach(() => jest.restoreAllMocks());

test('a 403 shows the permission message as a toast, never a blocking alert (docs/decisions.md)', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  global.fetch = answer(403, { status: 403, message: 'Forbidden', data: null }) as unknown as typeof fetch;
  await expect(apiFetch('/api/anything')).rejects.toBeInstanceOf(ApiError);
  // The toast library is loaded on demand, so the message arrives a moment later.
  for (let i = 0; i < 500 && !(toast.error as jest.Mock).mock.calls.length; i += 1)
    await new Promise((r) => setTimeout(r, 10));
  expect(toast.error).toHaveBeenCalledWith(FORBIDDEN_MESSAGE, undefined);
  expect(alert).not.toHaveBeenCalled();
});

test('answers the envelope data, and an error carries the server message and field errors', async () => {
  global.fetch = answer(200, { status: 200, message: 'OK', data: { id: 7 } }) as unknown as typeof fetch;
  await expect(apiFetch<{ id: number }>('/api/x')).resolves.toEqual({ id: 7 });
  global.fetch = answer(400, {
    status: 400,
    message: 'Invalid input',
    data: null,
    errors: { name: 'Name is required' },
  }) as unknown as typeof fetch;
  await expect(apiFetch('/api/x')).rejects.toMatchObject({
    status: 400,
    message: 'Invalid input',
    errors: { name: 'Name is required' },
  });
});

describe("the page's language", () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));
  const headersOf = (mock: jest.Mock) => (mock.mock.calls[0] as unknown as [string, RequestInit])[1].headers;

  test('every call sends the <html lang> as Accept-Language, so refusals and mails come back in it', async () => {
    document.documentElement.lang = 'hi';
    const fetchMock = answer(200, { status: 200, message: 'OK', data: null });
    global.fetch = fetchMock as unknown as typeof fetch;
    await apiFetch('/api/x');
    expect(headersOf(fetchMock)).toMatchObject({ 'Accept-Language': 'hi', Accept: 'application/json' });

    const formMock = answer(200, { status: 200, message: 'OK', data: null });
    global.fetch = formMock as unknown as typeof fetch;
    await sendForm('/auth/signup', {});
    expect(headersOf(formMock)).toMatchObject({ 'Accept-Language': 'hi' });

    document.documentElement.lang = 'en-IN';
    const englishMock = answer(200, { status: 200, message: 'OK', data: null });
    global.fetch = englishMock as unknown as typeof fetch;
    await apiFetch('/api/x');
    expect(headersOf(englishMock)).toMatchObject({ 'Accept-Language': 'en-IN' });
  });

  test("a Hindi page's 403 toast is the server's Hindi message", async () => {
    document.documentElement.lang = 'hi';
    (toast.error as jest.Mock).mockClear();
    global.fetch = answer(403, {
      status: 403,
      message: 'आपको इसे देखने की अनुमति नहीं है।',
      data: null,
    }) as unknown as typeof fetch;
    await expect(apiFetch('/api/anything')).rejects.toBeInstanceOf(ApiError);
    for (let i = 0; i < 500 && !(toast.error as jest.Mock).mock.calls.length; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    expect(toast.error).toHaveBeenCalledWith('आपको इसे देखने की अनुमति नहीं है।', undefined);
  });
});
