/**
 * An /api path that no route answers gets the JSON envelope's 404 for every method, never the
 * HTML not-found page (an API client would otherwise get a page of markup to parse).
 */
import { call } from '../helpers/http';
import { DELETE, GET, PATCH, POST, PUT } from '@/app/api/[...unknown]/route';

test.each([
  ['GET', GET],
  ['POST', POST],
  ['PUT', PUT],
  ['PATCH', PATCH],
  ['DELETE', DELETE],
] as const)('%s /api/no-such-thing answers the envelope with 404', async (method, handler) => {
  const res = await call(handler, '/api/no-such-thing/42', {
    method,
    params: { unknown: ['no-such-thing', '42'] } as never,
  });
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({ status: 404, message: 'Not found', data: null });
});
