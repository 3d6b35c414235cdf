/**
 * Where every HTTP request enters, once per server process, before Next handles it (installed by
 * instrumentation.ts through lib/startup.ts, so it works under `next start`, the standalone server
 * and the container alike). Five jobs, in order:
 *
 * 1. Route handlers never see the TCP peer address, and Next keeps a client-sent `X-Forwarded-For`:
 *    the socket's address is written into SOCKET_ADDRESS_HEADER (overwriting a value the client
 *    may have sent).
 * 2. What lib/security/request-gate.ts refuses is answered without reaching Next.
 * 3. A shopper who chose Hindi in the switcher and asks for an English page is sent to its /hi twin
 *    (lib/i18n/remembered.ts), before any cached copy could answer in the wrong language.
 * 4. A page that does not read its query string gets none (lib/cache/render-query.ts): a cached
 *    render must not carry the query of the request that happened to rebuild it.
 * 5. A catalogue page Next has cached is answered from the page front (lib/cache/page-front.ts),
 *    and Next's answers are watched for pages to keep there. PAGE_FRONT=off turns it off.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { tagChanges } from './handlers/shared-tags.mjs';
import { createPageFront, type PageFront } from './page-front';
import { urlForRender } from './render-query';
import { rememberedLocaleRedirect } from '../i18n/remembered';
import { SOCKET_ADDRESS_HEADER } from '../security/client-ip';
import { refuseEarly } from '../security/request-gate';

const INSTALLED = Symbol.for('organic-tattva.front-door');
const MiB = 1024 * 1024;

function pageFrontFromEnv(): PageFront | null {
  if (process.env.PAGE_FRONT === 'off') return null;
  return createPageFront({
    maxBytes: Number(process.env.PAGE_FRONT_BYTES ?? 32 * MiB),
    maxAgeMs: Number(process.env.PAGE_FRONT_MAX_AGE_S ?? 60) * 1000,
    compressMsPerSecond: Number(process.env.PAGE_FRONT_COMPRESS_MS ?? 200),
    tagChanges: tagChanges as () => number,
  });
}

export function installFrontDoor(front: PageFront | null = pageFrontFromEnv()): void {
  const g = globalThis as { [INSTALLED]?: boolean };
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    const emit = proto.emit;
    proto.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const req = args[0] as IncomingMessage;
        const res = args[1] as ServerResponse;
        req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
        // Requests no route can serve are answered here, before Next builds a Request for them.
        const refused = refuseEarly(req.method, req.url, req.headers);
        if (refused) {
          res.writeHead(refused.status, { ...refused.headers, 'Content-Length': Buffer.byteLength(refused.body) });
          res.end(req.method === 'HEAD' ? undefined : refused.body);
          return true;
        }
        const remembered = rememberedLocaleRedirect(req.method, req.url, req.headers);
        if (remembered) {
          res.writeHead(307, { Location: remembered, 'Cache-Control': 'private, no-store', 'Content-Length': 0 });
          res.end();
          return true;
        }
        if ((req.method === 'GET' || req.method === 'HEAD') && req.url) req.url = urlForRender(req.url);
        if (front?.handle(req, res)) return true;
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof proto.emit;
  }
}
