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
 * 6. Past MAX_IN_FLIGHT requests in progress in this process, anything else is answered 503 with
 *    Retry-After before Next does any work (lib/ops/admission.ts); health probes and built assets never are.
 *    A page whose render found the database unavailable is answered the same 503 instead of Next's 500
 *    (instrumentation.ts onRequestError notes it: lib/ops/busy.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { tagChanges } from './handlers/shared-tags.mjs';
import { createPageFront, type PageFront } from './page-front';
import { urlForRender } from './render-query';
import { rememberedLocaleRedirect } from '../i18n/remembered';
import { SOCKET_ADDRESS_HEADER } from '../security/client-ip';
import { refuseEarly, type Refusal } from '../security/request-gate';
import { settings } from '../config';
import { createAdmission, isAlwaysAdmitted, type Admission } from '../ops/admission';
import { busyAnswer, withPageRequest } from '../ops/busy';

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

function send(req: IncomingMessage, res: ServerResponse, answer: Refusal): void {
  res.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/**
 * Next answers a page whose render hit an unavailable database with its error page (a 500): while the
 * headers are still unsent, that answer is replaced by the busy page. Next's own bytes are dropped.
 */
function busyIfDatabaseUnavailable(
  req: IncomingMessage,
  res: ServerResponse,
  state: { databaseUnavailable: boolean },
): void {
  const { writeHead, write, end } = res;
  let answer: Refusal | null = null;
  // Decided once, at Next's first header or byte.
  const replacing = () => {
    if (!answer && state.databaseUnavailable && !res.headersSent) {
      answer = busyAnswer(req.url, req.headers['accept-language'], settings.busyRetryAfterSeconds());
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      Reflect.apply(writeHead, res, [
        answer.status,
        { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) },
      ]);
    }
    return answer;
  };
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    return replacing() ? this : Reflect.apply(writeHead, this, args);
  } as typeof res.writeHead;
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    return replacing() ? true : Reflect.apply(write, this, args);
  } as typeof res.write;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const busy = replacing();
    return Reflect.apply(end, this, busy ? [busy.body] : args);
  } as typeof res.end;
}

export function installFrontDoor(
  front: PageFront | null = pageFrontFromEnv(),
  admission: Admission = createAdmission(settings.maxInFlight()),
): void {
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
          send(req, res, refused);
          return true;
        }
        const remembered = rememberedLocaleRedirect(req.method, req.url, req.headers);
        if (remembered) {
          res.writeHead(307, { Location: remembered, 'Cache-Control': 'private, no-store', 'Content-Length': 0 });
          res.end();
          return true;
        }
        if ((req.method === 'GET' || req.method === 'HEAD') && req.url) req.url = urlForRender(req.url);
        // What the page front answers from memory is cheap: only work that reaches Next is counted.
        if (front?.handle(req, res)) return true;
        if (!isAlwaysAdmitted(req.url) && !admission.admit(res)) {
          send(req, res, busyAnswer(req.url, req.headers['accept-language'], settings.busyRetryAfterSeconds()));
          return true;
        }
        if (!/^\/(?:api|_next)\//.test(req.url ?? '/')) {
          return withPageRequest((state) => {
            busyIfDatabaseUnavailable(req, res, state);
            return Reflect.apply(emit, this, [event, ...args]) as boolean;
          });
        }
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof proto.emit;
  }
}
