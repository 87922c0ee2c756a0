import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis, type RedisServer } from '../../../scripts/lib/redis-server';
import { signWebhookBody } from '../../src/content/webhook-signature';
import { projectDir, startSite, type RunningSite } from './site-server';

/**
 * Two instances of the build behind one Redis (REDIS_URL) share their page cache: a publish sent to
 * one of them through the signed webhook makes both serve the new page. With Redis stopped both
 * still answer, and each logs the fault once.
 */
const SECRET = 'e2e-shared-cache-secret-with-enough-length';
const PAGE = '/docs/free-demo/';
const DOCUMENT_ID = 'landingPage-en-docs-free-demo';
const OLD_HEADLINE = /^Try [\d,.]+\+? business templates for free$/;
const NEW_HEADLINE = `Shared across instances ${Date.now() % 1_000_000}`;
const FAULT = /\[shared cache\] Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached/g;

test.describe.configure({ mode: 'serial' });

let redis: RedisServer | undefined;
let sites: RunningSite[] = [];
let folder = '';
let bundlePath = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), 'paperwise-shared-cache-'));
  bundlePath = join(folder, 'bundle.ndjson');
  writeFileSync(bundlePath, readFileSync(join(projectDir, 'content', 'bundle.ndjson')));
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, CONTENT_BUNDLE: bundlePath, SANITY_REVALIDATE_SECRET: SECRET };
  // One after the other: two builds starting at once on a small machine only slow each other down.
  for (let i = 0; i < 2; i += 1) sites.push(await startSite({ env, output: 'capture', timeoutMs: 90_000 }));
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
  await redis?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A page of one instance: its status, its first heading's text, and whether it came from the cache. */
const load = async (site: RunningSite, path = PAGE) => {
  const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const h1 =
    /<h1[^>]*>(.*?)<\/h1>/s
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '';
  return { status: response.status, h1, cache: response.headers.get('x-nextjs-cache') };
};

/** The bundle copy with the landing page's first headline replaced: what a publish changes. */
function publishNewHeadline() {
  const lines = readFileSync(bundlePath, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(`"_id":"${DOCUMENT_ID}"`));
  expect(index, `${DOCUMENT_ID} in the bundle`).toBeGreaterThanOrEqual(0);
  const doc = JSON.parse(lines[index]!) as { sections: { _type: string; headline?: string }[] };
  const hero = doc.sections.find((section) => section._type === 'hero');
  expect(hero, 'the landing page opens with a hero').toBeTruthy();
  hero!.headline = NEW_HEADLINE;
  lines[index] = JSON.stringify(doc);
  writeFileSync(bundlePath, lines.join('\n'));
}

test('a publish sent to one instance is served by both', async () => {
  test.setTimeout(120_000);
  const [one, two] = sites as [RunningSite, RunningSite];
  for (const site of [one, two]) {
    const first = await load(site);
    expect(first.status).toBe(200);
    expect(first.h1).toMatch(OLD_HEADLINE);
  }
  // Stored in the shared cache: the second instance is served what the first one stored.
  await expect.poll(async () => (await load(two)).cache, { timeout: 15_000 }).toBe('HIT');
  expect(sites.every((site) => site.output().includes('[shared cache] sharing the page cache through Redis'))).toBe(
    true,
  );

  publishNewHeadline();
  // The file alone changes nothing: both still serve the cached page.
  for (const site of [one, two]) expect((await load(site)).h1).toMatch(OLD_HEADLINE);

  const body = JSON.stringify({ _type: 'landingPage', _id: DOCUMENT_ID });
  const response = await fetch(`${one.baseUrl}/api/revalidate/`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signWebhookBody(body, SECRET) },
  });
  expect(response.status).toBe(200);

  // The second instance never got the webhook: it learns of the publish through Redis alone.
  for (const site of [two, one]) {
    await expect
      .poll(async () => (await load(site)).h1, { timeout: 30_000, message: `${site.baseUrl} serves the new headline` })
      .toBe(NEW_HEADLINE);
  }
});

test('with Redis stopped, both instances still serve pages and log the fault once', async () => {
  test.setTimeout(90_000);
  await redis!.stop();
  for (const site of sites) {
    await expect.poll(() => site.output().match(FAULT)?.length ?? 0, { timeout: 15_000 }).toBe(1);
    // A page it had (its own memory), one never rendered here (rendered now), and the first again.
    for (const path of [PAGE, '/fr/', '/company/about/', PAGE]) {
      const answer = await load(site, path);
      expect(answer.status, `${site.baseUrl}${path}`).toBe(200);
    }
    expect((await load(site)).h1).toBe(NEW_HEADLINE);
  }
  // Still one line each: the outage is logged once, not once per request.
  for (const site of sites) expect(site.output().match(FAULT)?.length).toBe(1);
});
