/**
 * Which failures mean "the database cannot take this request now" (answered 503 with Retry-After,
 * lib/http/route.ts) and which are bugs (a 500): the codes PostgreSQL, Node's sockets and postgres.js use.
 */
import { isDatabaseUnavailable } from '@/lib/db/unavailable';

const withCode = (code: string, name = 'Error') => Object.assign(new Error(`failed ${code}`), { code, name });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['53300', 'too many connections (server or role limit)'],
    ['53400', 'configuration limit exceeded'],
    ['57P01', 'admin shutdown (the server is restarting)'],
    ['57P03', 'cannot connect now (the server is starting)'],
    ['08006', 'connection failure'],
    ['08001', 'cannot establish connection'],
    ['ECONNREFUSED', 'nothing listens (the server is down)'],
    ['ECONNRESET', 'the connection was reset'],
    ['CONNECT_TIMEOUT', 'postgres.js gave up connecting'],
    ['CONNECTION_CLOSED', 'postgres.js lost the connection mid-query'],
    ['CONNECTION_DESTROYED', 'postgres.js destroyed the connection'],
  ])('%s (%s) is unavailable', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    ['23505', 'unique violation'],
    ['40001', 'serialization failure'],
    ['42P01', 'undefined table: a bug'],
    ['53100', 'disk full: not cleared by a retry in seconds'],
    ['ENOENT', 'a missing file'],
  ])('%s (%s) is not', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('reads the cause drizzle wraps the driver error in', () => {
    const driver = withCode('53300', 'PostgresError');
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: driver });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('is false for anything that is not an error with a code', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', 53300, new Error('ECONNREFUSED'), { code: 53300 }]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
  });
});
