/**
 * The client's address, for throttling. `X-Forwarded-For` is whatever the client typed unless a
 * proxy we trust wrote it, so it is used only with TRUST_PROXY set (then the right-most entry:
 * the one our own proxy appended). Otherwise the socket address is used, which
 * the front door (lib/cache/front-door.ts, installed at start-up) writes into SOCKET_ADDRESS_HEADER,
 * overwriting anything the client sent under that name. Without either, every client shares one
 * bucket: changing a header can never buy a fresh one.
 */
import { settings } from '../config';

export const SOCKET_ADDRESS_HEADER = 'x-storefront-socket-address';
export const UNKNOWN_CLIENT = 'unknown';

function clean(address: string | null | undefined): string | null {
  const a = address?.trim();
  if (!a || a.length > 64 || !/^[0-9a-fA-F:.]+$/.test(a)) return null;
  // ::ffff:1.2.3.4 and 1.2.3.4 are the same client.
  return a.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

export function clientIpFromHeaders(headers: Headers): string {
  if (settings.trustProxy()) {
    const forwarded = headers.get('x-forwarded-for');
    const last = forwarded?.split(',').pop();
    const fromProxy = clean(last) ?? clean(headers.get('x-real-ip'));
    if (fromProxy) return fromProxy;
  }
  return clean(headers.get(SOCKET_ADDRESS_HEADER)) ?? UNKNOWN_CLIENT;
}

export function clientIp(request: Request): string {
  return clientIpFromHeaders(request.headers);
}
