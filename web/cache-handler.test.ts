import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../scripts/lib/redis-server';

/**
 * The shared page cache (cache-handler.mjs) in two processes behind one Redis, as two instances of
 * the site run it: what one writes and revalidates, the other reads and judges as Next would.
 */
interface Read {
  html: string;
  lastModified: number;
  expired: boolean;
  stale: boolean;
}

interface Instance {
  call<T>(command: string, args?: Record<string, unknown>): Promise<T>;
  get(key: string): Promise<Read | null>;
  stop(): void;
}

const DRIVER = fileURLToPath(new URL('./src/testing/cache-handler-instance.mjs', import.meta.url));
const TAGS = ['_N_T_/[locale]/[...rest]/page', 'landingPage', 'siteSettings'];
const HOUR = 3600;

describe('the shared page cache of two instances', () => {
  let redis: RedisServer;
  let folder: string;
  let one: Instance;
  let two: Instance;
  const children: ChildProcess[] = [];

  function instance(): Promise<Instance> {
    const child = fork(DRIVER, [join(folder, 'server')], {
      env: { ...process.env, REDIS_URL: redis.url },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    children.push(child);
    const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
    let next = 0;
    child.on('message', (message: { id?: number; result?: unknown; error?: string }) => {
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
    });
    const call = <T>(command: string, args: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        next += 1;
        pending.set(next, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id: next, command, args });
      });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the instance ended (${code}) before it was ready`)));
      child.once('message', () =>
        resolve({ call, get: (key) => call<Read | null>('get', { key }), stop: () => child.kill() }),
      );
    });
  }

  /**
   * Publishes `tag` through `from` and resolves once `to` has recorded it (the announcement arrived),
   * a few milliseconds on: the publishing instance dates the publish on Next's clock, which runs up
   * to 3 ms ahead of the system clock the handler dates reads with, and a read within those
   * milliseconds would count as before it (one render more, never an old page kept).
   */
  async function publish(from: Instance, to: Instance, tag: string): Promise<number> {
    const before = (await to.call<number | null>('revalidatedAt', { tag })) ?? 0;
    const published = await from.call<number>('revalidateTag', { tag });
    await expect
      .poll(async () => (await to.call<number | null>('revalidatedAt', { tag })) ?? 0, { timeout: 5_000 })
      .toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return published;
  }

  beforeAll(async () => {
    redis = await startRedis();
    folder = mkdtempSync(join(tmpdir(), 'paperwise-cache-handler-'));
    mkdirSync(join(folder, 'server'));
    writeFileSync(join(folder, 'BUILD_ID'), 'cache-handler-test');
    [one, two] = await Promise.all([instance(), instance()]);
  }, 30_000);

  afterAll(async () => {
    for (const child of children) child.kill();
    await redis?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('serves a page one instance rendered from the other for its whole revalidate time', async () => {
    const key = '/en/docs/shared';
    await one.call('set', { key, html: 'rendered by one', tags: TAGS, revalidate: HOUR });
    // Before its first read the other instance knows nothing of the route: Next would count any
    // entry of it stale after a second.
    expect(await two.call('routeRevalidate', { key })).toBeNull();
    expect(await two.get(key)).toMatchObject({ html: 'rendered by one', expired: false, stale: false });
    expect(await two.call('routeRevalidate', { key })).toBe(HOUR);
  });

  it('a publish during a render: the page that render writes counts as older than the publish on both', async () => {
    const key = '/en/docs/raced';
    // The second instance misses the page and starts rendering it from the content as it is.
    expect(await two.get(key)).toBeNull();
    // Meanwhile the content is published through the first instance.
    const published = await publish(one, two, 'landingPage');
    // Then the render ends and writes what it read before the publish.
    await two.call('set', { key, html: 'read before the publish', tags: TAGS, revalidate: HOUR });
    for (const instance of [one, two]) {
      const read = await instance.get(key);
      expect(read).toMatchObject({ html: 'read before the publish', expired: true });
      expect(read!.lastModified).toBeLessThan(published);
    }
    // The next visit renders it again (the reads above): that render began after the publish, and
    // its page is fresh.
    await one.call('set', { key, html: 'read after the publish', tags: TAGS, revalidate: HOUR });
    for (const instance of [one, two]) {
      expect(await instance.get(key)).toMatchObject({ html: 'read after the publish', expired: false, stale: false });
    }
  });

  it('reads that find a page fresh do not date the page of a later render', async () => {
    const key = '/en/docs/fresh';
    expect(await one.get(key)).toBeNull();
    const before = await one.call<number>('clock');
    await one.call('set', { key, html: 'first', tags: TAGS, revalidate: HOUR });
    // Read while fresh: no render follows these reads, so none of them dates a later write.
    expect(await two.get(key)).toMatchObject({ html: 'first', expired: false });
    await publish(one, two, 'siteSettings');
    // The publish removed the page from Redis: the next read misses it and renders.
    expect(await two.get(key)).toBeNull();
    await two.call('set', { key, html: 'second', tags: TAGS, revalidate: HOUR });
    const read = await one.get(key);
    expect(read).toMatchObject({ html: 'second', expired: false });
    expect(read!.lastModified).toBeGreaterThan(before);
  });
});
