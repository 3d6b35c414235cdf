/**
 * Route handlers never see the TCP peer address, and Next keeps a client-sent
 * `X-Forwarded-For`. So, once per server process, every incoming HTTP request gets the socket's
 * address written into SOCKET_ADDRESS_HEADER before Next handles it (overwriting a value the
 * client may have sent), and what lib/security/request-gate.ts refuses is answered without
 * reaching Next. Called from instrumentation.ts in the Node.js runtime.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { SOCKET_ADDRESS_HEADER } from './client-ip';
import { refuseEarly } from './request-gate';

const INSTALLED = Symbol.for('organic-tattva.socket-address-stamp');

export function stampSocketAddress(): void {
  const g = globalThis as { [INSTALLED]?: boolean };
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    const emit = proto.emit;
    proto.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const req = args[0] as IncomingMessage;
        req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
        // Requests no route can serve are answered here, before Next builds a Request for them.
        const refused = refuseEarly(req.method, req.url, req.headers);
        if (refused) {
          const res = args[1] as ServerResponse;
          res.writeHead(refused.status, { ...refused.headers, 'Content-Length': Buffer.byteLength(refused.body) });
          res.end(req.method === 'HEAD' ? undefined : refused.body);
          return true;
        }
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof proto.emit;
  }
}
