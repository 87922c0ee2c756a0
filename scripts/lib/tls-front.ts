import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A test stand-in for the TLS terminator a production site sits behind: HTTPS on a loopback port
 * with a self-signed certificate made for this run (openssl), passing every request on to the
 * site with `X-Forwarded-Proto: https`, and plain HTTP on another port answering every request
 * with a permanent redirect to the HTTPS address. Only for measuring (the Observatory scan).
 */
export interface TlsFront {
  /** The host name the certificate is made for. */
  host: string;
  httpPort: number;
  httpsPort: number;
  httpsUrl: string;
  /** The certificate (PEM), for a client that must trust it (NODE_EXTRA_CA_CERTS). */
  certFile: string;
  stop(): Promise<void>;
}

function makeCertificate(folder: string, host: string): { key: string; cert: string } {
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host},IP:127.0.0.1`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`openssl could not make a test certificate: ${result.error?.message ?? result.stderr}`);
  }
  return { key, cert };
}

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startTlsFront(target: string, host = '127.0.0.1'): Promise<TlsFront> {
  const folder = mkdtempSync(join(tmpdir(), 'paperwise-tls-'));
  const { key, cert } = makeCertificate(folder, host);
  const upstream = new URL(target);
  const https = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': req.headers.host ?? host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream error: ${error.message}`);
    });
    req.pipe(forward);
  });
  const httpsPort = await listen(https);
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { location: `https://${host}:${httpsPort}${req.url ?? '/'}` });
    res.end();
  });
  const httpPort = await listen(http);
  return {
    host,
    httpPort,
    httpsPort,
    httpsUrl: `https://${host}:${httpsPort}`,
    certFile: cert,
    async stop() {
      https.closeAllConnections();
      http.closeAllConnections();
      await Promise.all([close(https), close(http)]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
