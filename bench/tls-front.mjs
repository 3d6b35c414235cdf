/**
 * HTTPS with HTTP/2 in front of a loopback server, as a shop is served in production (a CDN or a
 * reverse proxy terminates TLS and speaks HTTP/2 to the browser; `next start` speaks HTTP/1.1
 * behind it). The bench measures pages through it as well as directly, because Lighthouse's
 * simulation gives each HTTP/1.1 request on loopback its own round trips and connection set-ups
 * that no shopper pays over HTTP/2 (docs/performance.md, "HTTP/2 in front").
 *
 * The certificate is made for this run with openssl (self-signed, 127.0.0.1 only); the browser
 * is told to trust exactly that key with `--ignore-certificate-errors-spki-list`, so the page
 * loads as a valid secure origin, not as a certificate error clicked through. The front runs in a
 * process of its own, as a proxy would: in the bench's process, Lighthouse's own work during a
 * load would delay its answers.
 */
import { execFileSync, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

// Headers HTTP/2 forbids (RFC 9113 §8.2.2); the upstream's HTTP/1.1 answer may carry them.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A self-signed certificate for 127.0.0.1, and the base64 SHA-256 of its public key for Chromium. */
export function makeCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-front-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  const spki = new crypto.X509Certificate(pem.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { ...pem, spkiHash: crypto.createHash('sha256').update(spki).digest('base64') };
}

function serve({ port, upstreamPort, key, cert }) {
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':')) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(port, '127.0.0.1', () => process.send('listening'));
}

/**
 * Serves https://127.0.0.1:`port` (HTTP/2, HTTP/1.1 for clients without it) from
 * http://127.0.0.1:`upstreamPort`, in a child process; resolves to it once it listens.
 */
export function startTlsFront({ port, upstreamPort, certificate }) {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.send({ port, upstreamPort, key: certificate.key, cert: certificate.cert });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the TLS front on port ${port} exited (${code})`)));
  });
}

if (process.argv[2] === '--serve') {
  process.once('message', serve);
  // Ends with the bench, however the bench ends.
  process.once('disconnect', () => process.exit(0));
}
