import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFetchHandler } from './node-server';

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.restoreAllMocks();
});

async function serve(...args: Parameters<typeof serveFetchHandler>) {
  const server = await serveFetchHandler(...args);
  servers.push(server);
  return server;
}

describe('serveFetchHandler', () => {
  it('writes a ready answer as it is, without the handler; anything else, or a failing ready, goes to the handler', async () => {
    const handler = vi.fn(async () => new Response('from the handler', { headers: { 'x-from': 'handler' } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await serve(handler, {
      ready: (req) => {
        if (req.url === '/broken') throw new Error('no answer here');
        return req.url === '/kept'
          ? { status: 203, headers: { 'content-type': 'text/plain', 'x-from': 'ready' }, body: Buffer.from('kept') }
          : undefined;
      },
    });
    const kept = await fetch(`${server.url}/kept`);
    expect([kept.status, kept.headers.get('x-from'), await kept.text()]).toEqual([203, 'ready', 'kept']);
    expect(handler).not.toHaveBeenCalled();
    for (const path of ['/other', '/broken']) {
      const answer = await fetch(`${server.url}${path}`);
      expect([answer.status, answer.headers.get('x-from'), await answer.text()]).toEqual([
        200,
        'handler',
        'from the handler',
      ]);
    }
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('sends a streamed body as it comes, and cancels it when the client goes away', async () => {
    let cancelled: () => void = () => {};
    const whenCancelled = new Promise<void>((resolve) => (cancelled = resolve));
    const encoder = new TextEncoder();
    const server = await serve(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode('event: welcome\n\n'));
            },
            cancel: () => cancelled(),
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    // The first event arrives while the stream is still open; then the client leaves.
    const first = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${server.url}/events`, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          req.destroy();
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    expect(first).toBe('event: welcome\n\n');
    await whenCancelled;
  });
});
