import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

export type FetchHandler = (request: Request) => Promise<Response>;

/** A whole answer ready to be written, or undefined to hand the request to the FetchHandler. */
export type ReadyAnswer = (
  req: IncomingMessage,
) => { status: number; headers: Record<string, string>; body: Buffer } | undefined;

/**
 * Serves a Fetch-API handler over node:http: what the tests and the benchmark start in place of
 * Next, so they exercise the same handlers over real sockets. Like Next's server, it records
 * the peer address in X-Forwarded-For when the request has none.
 */
export async function serveFetchHandler(
  handler: FetchHandler,
  {
    host = '127.0.0.1',
    port = 0,
    clientAddressHeader,
    ready,
  }: {
    host?: string;
    port?: number;
    /** Written with the socket's peer on every request, over any copy the client sent (web/server.ts does the same). */
    clientAddressHeader?: string;
    /**
     * Answers known before any Fetch-API object is made (the local Content Lake's kept answers):
     * written at once, the request never reaching `handler`.
     */
    ready?: ReadyAnswer;
  } = {},
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (clientAddressHeader) req.headers[clientAddressHeader] = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
    let answer: ReturnType<ReadyAnswer>;
    try {
      answer = ready?.(req);
    } catch (error) {
      // The handler answers it then, with its own error handling.
      console.error(`[embedded] ${req.method} ${req.url?.split('?')[0]}: no ready answer: ${(error as Error).message}`);
    }
    if (answer) {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
      return;
    }
    handle(handler, req, res, host).catch((error: unknown) => {
      console.error(`[embedded] ${req.method} ${req.url?.split('?')[0]} failed: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"internal error"}');
    });
  });
  // Hundreds of concurrent keep-alive clients are normal in the load tests.
  server.maxConnections = 2048;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(handler: FetchHandler, req: IncomingMessage, res: ServerResponse, host: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) {
    headers.set('x-forwarded-for', req.socket.remoteAddress.replace(/^::ffff:/, ''));
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(`http://${req.headers.host ?? host}${req.url ?? '/'}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
  const response = await handler(request);
  const outHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') outHeaders[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) outHeaders['set-cookie'] = cookies;
  // A body refused before it was read (413) leaves bytes on the socket: do not reuse it.
  if (hasBody && !req.complete) outHeaders.connection = 'close';
  res.writeHead(response.status, outHeaders);
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  await writeBody(response.body, res);
}

/**
 * Copies a Fetch-API body to the socket chunk by chunk, as it comes (an event stream stays open),
 * waiting for the socket to drain when it is full. Read directly rather than through
 * Readable.fromWeb and pipe, which cost a cached answer of a few kilobytes more than the rest of
 * its round trip. When the client goes away the body is cancelled, so its producer stops (an event
 * stream's subscription ends).
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: ServerResponse) {
  const reader = body.getReader();
  const gone = () => void reader.cancel().catch(() => {});
  res.once('close', gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) {
        await new Promise<void>((resolve) => {
          const go = () => {
            res.off('drain', go);
            res.off('close', go);
            resolve();
          };
          res.on('drain', go);
          res.on('close', go);
        });
      }
    }
  } finally {
    res.off('close', gone);
    reader.releaseLock();
  }
  res.end();
}
