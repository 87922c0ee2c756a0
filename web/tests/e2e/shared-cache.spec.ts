import { expect, request as playwrightRequest, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis, type RedisServer } from '../../../scripts/lib/redis-server';
import { startPostgres, type PostgresServer } from '../../src/testing/postgres-server';
import { publishDraft, publishedDocument, saveDraft, setHeroHeadline } from './lake-api';
import { experimentFigures, type Figures } from './experiment-figures';
import { createAccount } from './signup-support';
import { startSite, type RunningSite } from './site-server';

/**
 * Two instances of the build behind one Redis (REDIS_URL) share their page cache and their data
 * folder (one local Content Lake): a publish made through one of them, as the studio publishes, with
 * no webhook, makes both serve the new page. They keep one truth as a deployment's instances do:
 * one PostgreSQL database of experiment events (DATABASE_URL) and the secrets from the environment,
 * so a visitor exposed on one converts on the other, an account made on one is confirmed by the
 * other, and each counts once. With Redis stopped both still answer, and each logs the fault once.
 */
const PAGE = '/docs/free-demo/';
const DOCUMENT_ID = 'landingPage-en-docs-free-demo';
const OLD_HEADLINE = /^Try [\d,.]+\+? business templates for free$/;
const NEW_HEADLINE = `Shared across instances ${Date.now() % 1_000_000}`;
const FAULT = /\[shared cache\] Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached/g;

test.describe.configure({ mode: 'serial' });

const EXPERIMENT = 'experiment-docs-free-demo';
const STICKY = `pw_exp_${EXPERIMENT}_v1`;
const RESULTS_TOKEN = 'shared-cache-results-token-0123456789abcdef';
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let redis: RedisServer | undefined;
let postgres: PostgresServer | undefined;
let sites: RunningSite[] = [];
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), 'paperwise-shared-cache-'));
  redis = await startRedis();
  postgres = await startPostgres();
  // One data folder for both: their lake is one SQLite file, as their cache is one Redis and their
  // experiment events one PostgreSQL database; the secrets come from the environment.
  const env = {
    REDIS_URL: redis.url,
    DATA_DIR: join(folder, 'data'),
    DATABASE_URL: await postgres.createDatabase('shared_events'),
    EXPERIMENT_COOKIE_SECRET: 'shared-cache-cookie-secret-0123456789abcdef',
    EXPERIMENT_RESULTS_TOKEN: RESULTS_TOKEN,
  };
  // One after the other: two builds starting at once on a small machine only slow each other down.
  for (let i = 0; i < 2; i += 1) sites.push(await startSite({ env, output: 'capture', timeoutMs: 90_000 }));
});

// A failure here comes from the two servers' exchange: what each wrote goes into the report with it.
test.afterEach(async ({}, testInfo) => {
  const answers = polled.splice(0);
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('answers while polling (instance, x-nextjs-cache, h1)', {
    body: answers.join('\n'),
    contentType: 'text/plain',
  });
  for (const [index, site] of sites.entries()) {
    await testInfo.attach(`instance ${index + 1} output (${site.baseUrl})`, {
      body: site.output().slice(-20_000),
      contentType: 'text/plain',
    });
  }
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
  await redis?.stop();
  await postgres?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** What each poll after the publish was answered, with the time, for the report of a failure. */
const polled: string[] = [];

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

/** The experiment's figures as one instance reads them. */
const figures = (site: RunningSite) => experimentFigures(site.baseUrl, EXPERIMENT, RESULTS_TOKEN);

/** Visitors exposed, all variants. */
const visitorsOf = (counts: Figures) => Object.values(counts).reduce((sum, [visitors]) => sum + visitors, 0);

/** A consenting person's view of the experiment's address: the cookies the proxy set, by name. */
async function view(site: RunningSite, cookies: Record<string, string> = {}) {
  const cookie = Object.entries({ 'user-cookies': '1', ...cookies })
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await fetch(`${site.baseUrl}${PAGE}`, { headers: { cookie, 'user-agent': PERSON_UA } });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const set = Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
  return set as Record<string, string>;
}

/** An experiment event posted to one instance's collector as the page's script posts it. */
async function collect(site: RunningSite, visitorCookie: string, body: Record<string, unknown>) {
  const response = await fetch(`${site.baseUrl}/api/experiments/events/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site.baseUrl,
      cookie: `user-cookies=1; pw_vid=${visitorCookie}`,
    },
    body: JSON.stringify({ experiment: EXPERIMENT, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('a publish made through one instance is served by both, with no webhook', async () => {
  test.setTimeout(120_000);
  const [one, two] = sites as [RunningSite, RunningSite];
  for (const site of [one, two]) {
    const first = await load(site);
    expect(first.status).toBe(200);
    expect(first.h1).toMatch(OLD_HEADLINE);
  }
  // Stored in the shared cache: the second instance is served what the first one stored.
  await expect.poll(async () => (await load(two)).cache, { timeout: 15_000 }).toBe('HIT');
  // And kept there for the route's revalidate time, not re-rendered by the second instance once it
  // is a second old (Next's rule for a route it has not rendered itself).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect((await load(two)).cache).toBe('HIT');
  expect(sites.every((site) => site.output().includes('[shared cache] sharing the page cache through Redis'))).toBe(
    true,
  );

  const changed = await publishedDocument(one.baseUrl, DOCUMENT_ID);
  setHeroHeadline(changed, NEW_HEADLINE);
  await saveDraft(one.baseUrl, changed);
  // The draft alone changes nothing: both still serve the cached page.
  for (const site of [one, two]) expect((await load(site)).h1).toMatch(OLD_HEADLINE);

  // Published through the first instance's lake: its commit revalidates the page's tags there, and
  // through Redis for every instance.
  polled.push(`${new Date().toISOString()} publish through ${one.baseUrl}`);
  await publishDraft(one.baseUrl, DOCUMENT_ID);
  polled.push(`${new Date().toISOString()} published`);

  // The second instance never got the publish: it learns of it through Redis alone.
  for (const site of [two, one]) {
    await expect
      .poll(
        async () => {
          const answer = await load(site);
          polled.push(`${new Date().toISOString()} ${site.baseUrl} ${answer.cache} ${answer.h1}`);
          return answer.h1;
        },
        { timeout: 30_000, message: `${site.baseUrl} serves the new headline` },
      )
      .toBe(NEW_HEADLINE);
  }
});

test('a visitor exposed on one instance converts on the other, counted once; forged cookies are not counted', async () => {
  // A few page views, an account made and confirmed through the embedded userbase, the exposures
  // written in 200 ms batches: seconds here.
  test.setTimeout(90_000);
  const [one, two] = sites as [RunningSite, RunningSite];
  const before = await figures(two);
  expect(await figures(one)).toEqual(before);

  // Exposed on the first instance: signed cookies, the variant chosen by the server.
  const exposed = await view(one);
  expect(exposed.pw_vid).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  const variant = exposed[STICKY]!.split('.').slice(1, -1).join('.');
  expect(Object.keys(before)).toContain(variant);
  // The exposure is in the one store: the second instance counts it.
  await expect.poll(async () => visitorsOf(await figures(two)), { timeout: 15_000 }).toBe(visitorsOf(before) + 1);

  // Forged cookies on the second instance: served, given new signed cookies, not counted.
  const forgedVisitor = `${'A'.repeat(22)}`;
  const forged = await view(two, { pw_vid: forgedVisitor, [STICKY]: `1.${variant}` });
  expect(forged.pw_vid).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  expect(forged.pw_vid!.startsWith(`${forgedVisitor}.`)).toBe(false);
  expect(forged[STICKY]).toMatch(/^1\..+\.[\w-]{43}$/);
  const stolenSticky = await view(two, { pw_vid: forged.pw_vid!, [STICKY]: exposed[STICKY]! });
  expect(stolenSticky[STICKY]).toBeDefined();
  // A real first visit after them, on the same instance: once it is counted, the forged views (queued
  // before it) would have been too; only it is.
  await view(two);
  await expect.poll(async () => visitorsOf(await figures(one)), { timeout: 15_000 }).toBe(visitorsOf(before) + 2);
  // The collector refuses a visitor id the server did not sign.
  expect((await collect(two, forgedVisitor, { type: 'signup_started', variant })).status).toBe(400);

  // Signed up through the first instance's userbase, confirmed by the second instance's collector.
  const apiOne = await playwrightRequest.newContext({ baseURL: one.baseUrl });
  const tokens = await createAccount(apiOne, `e2e-shared-${Date.now().toString(36)}@example.com`);
  await apiOne.dispose();
  // Stored through the second instance, then replayed on the first: counted once.
  for (const [site, stored] of [
    [two, true],
    [one, false],
  ] as const) {
    for (const event of [{ type: 'signup_started' }, { type: 'account_created', tokens }]) {
      expect(await collect(site, exposed.pw_vid!, { ...event, variant }), `${event.type} on ${site.baseUrl}`).toEqual({
        status: 202,
        body: { stored },
      });
    }
  }
  // The same account claimed by another visitor: counted once.
  const another = await view(one, {});
  const anotherVariant = another[STICKY]!.split('.').slice(1, -1).join('.');
  await expect.poll(async () => visitorsOf(await figures(two)), { timeout: 15_000 }).toBe(visitorsOf(before) + 3);
  expect(await collect(two, another.pw_vid!, { type: 'account_created', variant: anotherVariant, tokens })).toEqual({
    status: 202,
    body: { stored: false },
  });

  // Both instances read the same figures: the conversion once, in the variant the visitor was served.
  const after = await figures(one);
  expect(await figures(two)).toEqual(after);
  for (const [id, [visitors, signups, accounts]] of Object.entries(after)) {
    const [visitorsBefore, signupsBefore, accountsBefore] = before[id]!;
    expect(signups - signupsBefore, id).toBe(id === variant ? 1 : 0);
    expect(accounts - accountsBefore, id).toBe(id === variant ? 1 : 0);
    expect(visitors).toBeGreaterThanOrEqual(visitorsBefore);
  }
  expect(visitorsOf(after)).toBe(visitorsOf(before) + 3);
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
