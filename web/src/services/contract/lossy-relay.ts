import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAccountPayload } from '@/engine/payload';
import { EMPTY_TRAFFIC_SOURCE } from '@/engine/traffic-source';

/** One request that went through the relay, with what the userbase answered. */
export interface RelayedRequest {
  key: string | undefined;
  authorization: string | undefined;
  status: number;
  body: string;
  dropped: boolean;
}

/**
 * A loopback relay in front of a userbase that loses chosen answers: the request reaches the
 * userbase and does its work, then the visitor's connection breaks instead of answering, and the
 * client retries. `drop` holds request numbers (0 = the first); `stripKey` removes the
 * Idempotency-Key on the way, as a userbase that ignores it would.
 */
export interface LossyRelay {
  origin: string;
  /** `${origin}/userbase/`: what the client is pointed at. */
  base: string;
  relayed: RelayedRequest[];
  drop: Set<number>;
  stripKey: boolean;
  /** Forgets what was relayed and sets which answers to lose. */
  reset(drop?: number[]): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export async function startLossyRelay(upstream: string): Promise<LossyRelay> {
  const state: Pick<LossyRelay, 'relayed' | 'drop' | 'stripKey'> = { relayed: [], drop: new Set(), stripKey: false };
  const server = createServer((req, res) => {
    void (async () => {
      const n = state.relayed.length;
      const key = state.stripKey ? undefined : (req.headers['idempotency-key'] as string | undefined);
      const authorization = req.headers.authorization;
      const entry: RelayedRequest = { key, authorization, status: 0, body: '', dropped: state.drop.has(n) };
      state.relayed.push(entry);
      const answer = await fetch(new URL(req.url!.replace(/^\/userbase\//, ''), upstream), {
        method: req.method,
        headers: {
          'content-type': req.headers['content-type'] ?? 'text/plain',
          ...(authorization ? { authorization } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: req.method === 'GET' ? undefined : await readBody(req),
      });
      entry.status = answer.status;
      entry.body = await answer.text();
      // The upstream did its work; the visitor's connection breaks before the answer arrives.
      if (entry.dropped) return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(entry.body);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    origin,
    base: `${origin}/userbase/`,
    reset(drop: number[] = []) {
      state.relayed.length = 0;
      state.drop = new Set(drop);
      state.stripKey = false;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** The account-creation payload of an e-mail-only sign-up from /docs/, for an address. */
export const samplePayload = (email: string) =>
  buildAccountPayload({
    email,
    password: null,
    sendDevice: true,
    device: 'desktop',
    ipAddress: '203.0.113.9',
    locale: 'en',
    docName: 'Business Plan',
    host: 'www.paperwise.test',
    path: '/docs/',
    trafficSource: EMPTY_TRAFFIC_SOURCE,
  });
