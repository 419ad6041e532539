/**
 * For engines whose driver has no preload scripts (WebKitGTK's classic WebDriver): an HTTP(S)
 * proxy in front of scripts/serve.mjs that passes everything through untouched, except that each
 * HTML page gets scripts/engines/inpage.js as the first script of <head>, right after the page's
 * policy (which allows it: a same-origin file, script-src 'self'). So its listeners run before
 * any script of the page, as a preload script would. React 19 skips elements it did not render
 * in <head> when it hydrates, so the page hydrates as it would without it.
 */
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { inPageScript } from './driver';

export const IN_PAGE_PATH = '/__engines/inpage.js';

const META_POLICY = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i;

/** The page with the in-page script first in <head>: after its meta policy, or else after <head>. */
export function withInPageScript(html: string): string {
  const tag = `<script src="${IN_PAGE_PATH}"></script>`;
  const anchor = META_POLICY.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/** Whether a request path names an HTML file (query aside). */
export function isHtmlFile(url: string): boolean {
  return new URL(url, 'http://proxy').pathname.endsWith('.html');
}

export interface Proxy {
  origin: string;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1:port (HTTPS when tls is given) and forwards to target (an origin of
 * serve.mjs; its certificate, when HTTPS, is the one in tls).
 */
export function startInjectingProxy({
  port,
  target,
  tls,
}: {
  port: number;
  target: string;
  tls?: { cert: Buffer; key: Buffer };
}): Promise<Proxy> {
  const script = inPageScript();
  const upstream = new URL(target);
  const forward = upstream.protocol === 'https:' ? httpsRequest : httpRequest;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === IN_PAGE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(script);
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    // Pages come uncompressed, to be rewritten; everything else exactly as the server sends it.
    // A page is what a navigation asks for, or an .html file by name: the service worker fetches
    // its precache that way (/contatti.html?__WB_REVISION__=…), and then serves those copies.
    const wantsPage = (req.headers.accept ?? '').includes('text/html') || isHtmlFile(req.url ?? '');
    if (wantsPage) delete headers['accept-encoding'];
    const outgoing = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers,
        ca: tls?.cert,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html') || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(withInPageScript(Buffer.concat(chunks).toString('utf8')));
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) });
          res.end(req.method === 'HEAD' ? undefined : body);
        });
      },
    );
    outgoing.on('error', (error) => {
      res.writeHead(502).end(String(error));
    });
    req.pipe(outgoing);
  };

  const server = tls ? createHttpsServer(tls, handle) : createHttpServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        // HTTPS by address, plain HTTP by name, as the check's servers (see check.ts).
        origin: tls ? `https://127.0.0.1:${bound}` : `http://localhost:${bound}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
