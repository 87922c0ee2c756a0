/**
 * The site's server: the built site served by Next.js (the request handling of `next start`,
 * through Next's custom-server API) behind the request guard of src/request-guard.ts, which
 * answers what Next would turn into a 500 or a file in its page cache. `npm start`, the browser
 * tests and the benchmarks start it in web/, after `next build`:
 *
 *   node server.ts --hostname 127.0.0.1 --port 3000
 *
 * `npm run dev` runs it with `--dev`: Next's development server (hot reload, no build) behind the
 * same server, so that the routes learn the client's address from the socket as they do in
 * production (`next dev` would hand them none, and every visitor would share one rate limit).
 *
 * Node runs this file as it is (types stripped): only relative imports with their extension.
 * While it runs, the server is listed in .servers/<pid>.json with the build folder it serves, so
 * that tools/run.mjs never rebuilds that folder under it.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ALLOWED_METHODS,
  MAX_HEADER_BYTES,
  refusal,
  refusalResponse,
  siteRoutesOf,
  type SiteRoutes,
} from './src/request-guard.ts';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressFrom,
  trustClientAddressHeader,
  trustedProxyCount,
} from './src/client-address.ts';

const webDir = dirname(fileURLToPath(import.meta.url));
const options = {
  hostname: { type: 'string', default: '127.0.0.1' },
  port: { type: 'string', default: '3000' },
  dev: { type: 'boolean', default: false },
} as const;
let values: { hostname?: string; port?: string; dev?: boolean };
try {
  ({ values } = parseArgs({ options }));
} catch (error) {
  console.error(`[server] ${(error as Error).message}; it takes --hostname, --port and --dev.`);
  process.exit(1);
}
const hostname = values.hostname!;
const dev = values.dev === true;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`[server] --port must be a port number from 1 to 65535, not "${values.port}".`);
  process.exit(1);
}
const distDir = process.env.NEXT_DIST_DIR || '.next';
const production = process.env.SITE_MODE?.trim() === 'production';
// Checked with the rest of the configuration (src/env.ts) before this server starts.
const trustedProxies = trustedProxyCount(process.env.TRUSTED_PROXY_COUNT);
// What `next start` sets: the build is served as production code (SITE_MODE says which services);
// what `next dev` sets, whatever the environment says.
if (dev) Object.assign(process.env, { NODE_ENV: 'development' });
else if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });

/** Every file under `dir`, by its address under `base` ('/assets/…' for public/, '/_next/static/…'). */
function filesUnder(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${base}${relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
}

/** The build's routes; null (no guard of unknown addresses, said once) when they cannot be read. */
function siteRoutes(): SiteRoutes | null {
  const file = join(webDir, distDir, 'app-path-routes-manifest.json');
  try {
    return siteRoutesOf(
      JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
      filesUnder(join(webDir, 'public'), '/'),
      filesUnder(join(webDir, distDir, 'static'), '/_next/static/'),
    );
  } catch (error) {
    console.error(`[server] the build's routes (${file}) could not be read: ${(error as Error).message}`);
    return null;
  }
}

const { default: createNext } = await import('next');
const app = createNext({ dev, dir: webDir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
// The development server has no build to read the routes from: nothing there is cached on disk.
const site = dev ? null : siteRoutes();

// The routes take the client's address from this server only (src/client-address.ts).
trustClientAddressHeader();
const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
  const target = request.url ?? '';
  // Written for every request, over any copy the client sent: the rate limits' key.
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    trustedProxies,
  );
  const refused = refusal({ method: request.method ?? '', target }, site, production);
  if (!refused) {
    void handle(request, response);
    return;
  }
  const answer = refusalResponse(refused, target);
  // A refused request's body is not read: the connection closes rather than take it in to reuse.
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  response.writeHead(answer.status, hasBody ? { ...answer.headers, connection: 'close' } : answer.headers);
  response.end(request.method === 'HEAD' ? undefined : answer.body);
});
const METHOD_NOT_ALLOWED = `405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}`;
// CONNECT is not a request Node hands to the handler above: it is refused here, on its socket.
server.on('connect', (_request, socket) => {
  socket.end(`HTTP/1.1 ${METHOD_NOT_ALLOWED}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});
// What Node's parser refuses before any handler: a method it does not know (TRACK, …) is a method
// not allowed like the others, headers over MAX_HEADER_BYTES 431, anything else unreadable 400.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_INVALID_METHOD'
      ? METHOD_NOT_ALLOWED
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

const registry = join(webDir, '.servers');
const entry = join(registry, `${process.pid}.json`);
const unregister = () => rmSync(entry, { force: true });
process.on('exit', unregister);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    unregister();
    server.close();
    process.exit(0);
  });
}

server.once('error', (error: NodeJS.ErrnoException) => {
  const why = error.code === 'EADDRINUSE' ? 'the port is already in use' : error.message;
  console.error(`[server] cannot listen on ${hostname}:${port}: ${why}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}/`;
  if (dev) {
    // Nothing to list: the development server writes to a folder of its own (<distDir>/dev), never
    // to the build a rebuild would replace.
    console.log(`[server] development server (hot reload), ${production ? 'production' : 'local'} mode, on ${url}`);
    return;
  }
  mkdirSync(registry, { recursive: true });
  writeFileSync(entry, JSON.stringify({ pid: process.pid, distDir, url }));
  console.log(`[server] ${production ? 'production' : 'local'} mode, serving ${distDir} on ${url}`);
});
