/** @jest-environment jsdom */
import { toast } from 'sonner';
import { ApiError, apiFetch } from '@/lib/api-client/fetch';
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
