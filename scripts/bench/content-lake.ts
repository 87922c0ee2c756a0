/**
 * `npm run bench -- content [--runs N] [--publishes N]` (also `content-lake`): the site's content
 * reads through the local Content Lake, and how soon a page is fresh after a publish.
 *
 * 1. p50 and p99 of each kind of the site's content queries as the site sends them: @sanity/client
 *    (its entry for server components, siteClientEntry; published perspective with the site's cache
 *    tags; the draft-mode row with the drafts perspective, stega and the content source map it asks
 *    for) to a lake served on a loopback port, beside groq-js evaluating the same query over the
 *    bundle directly (the site's reader before the lake). The client's reads: after a draft write
 *    (sent as an editor's keystroke is answered: a draft of a document no page shows, which leaves
 *    the published answers kept, query-cache.ts), repeated (what pages do: the lake answers from
 *    its cache), first (a parameter the query ignores, new each run: parsed and evaluated anew)
 *    and, in rounds of their own, after a publish (of a document no page shows: every answer is
 *    dropped; read at once), warmed (the first read after a publish, once the lake has warmed its
 *    answers again: what a render a little after a publish finds) and unwarmed (the same after the
 *    same pause, from a lake that does not warm). Sequential reads: the time of one read, not
 *    throughput.
 * 2. With `--publishes N` (default 5; 0 skips it; needs `npm run build`): the built site on a
 *    loopback port; each round publishes a new headline of a French landing page through the
 *    site's lake (draft, then the publish action, as the studio does) and times how long until the
 *    page answers with it. The goal is under 2 s.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createClient as CreateClient, FilteredResponseQueryOptions } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { createContentLake } from '../../web/src/embedded/content-lake/service';
import { serveFetchHandler } from '../../web/src/embedded/node-server';
import { CHROME_QUERY } from '../../web/src/components/chrome/chrome-query';
import {
  CONTENT_PATHS_QUERY,
  HOME_PAGE_QUERY,
  LANDING_PAGE_QUERY,
  PAGE_QUERY,
  SITE_SETTINGS_QUERY,
} from '../../web/src/content/queries';
import { LEGAL_DOCUMENT_QUERY } from '../../web/src/legal/queries';
import { DEFAULT_BUNDLE } from '../content/dataset';
import { startSite } from '../lib/site-server';
import { flag } from './common';

const BASE = '/embedded/content-lake/';
const API_VERSION = '2025-02-19';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const fmt = (n: number) => n.toFixed(2).padStart(8);

/**
 * The @sanity/client entry the site's server components run. The site's client (next-sanity's
 * createClient, content/sanity-client.ts) is bundled by Next (it is not in serverExternalPackages),
 * and Next resolves the packages of server components, route handlers included, with the
 * `react-server` condition, which @sanity/client's exports map lists before `node`: its fetch
 * entry (`dist/index.js`: the global fetch, which Next patches to read `next.tags`), not the Node
 * one (`dist/index.node.js`, get-it over node:http) a plain `import` gives this script (the built
 * site's server chunks map to the package's `src/index.ts` and `browserMiddleware.ts`, never to
 * `index.node.ts` or `nodeMiddleware.ts`: checked in `web/.next/server/**.map`). So the bench
 * reads through the entry the site reads through, found from the package's own exports map (a
 * short probe had the fetch entry at 0.50 ms against 1.17 for a kept answer; the full bench's
 * repeated reads were about the same before and after the switch, docs/benchmarks.md). Next's own wrapper of fetch (its data cache) is not
 * reproduced: the reads here are what it sends on a miss.
 */
async function siteClientEntry(): Promise<typeof CreateClient> {
  const manifestPath = createRequire(import.meta.url).resolve('@sanity/client/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports: { '.': Record<string, unknown> } };
  const entry = manifest.exports['.']['react-server'];
  if (typeof entry !== 'string') throw new Error(`@sanity/client names no "react-server" entry in ${manifestPath}`);
  const entryModule = (await import(pathToFileURL(join(dirname(manifestPath), entry)).href)) as {
    createClient: typeof CreateClient;
  };
  return entryModule.createClient;
}

/**
 * A lake seeded from the bundle in a folder of its own, served as content/local-lake.ts serves the
 * site's loopback address (kept answers at once), with the site's clients (content/sanity-client.ts)
 * and two writes through the lake's API as the studio writes: a draft of a document no page shows
 * (`touch`) and a publish of one (`publish`).
 */
async function servedLake(warmAfterWrites: boolean, createClient: typeof CreateClient) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lake-'));
  const lake = createContentLake({ dataDir, seedBundle: DEFAULT_BUNDLE, publicBase: BASE, warmAfterWrites });
  const server = await serveFetchHandler(
    (request) => lake.handler(request, new URL(request.url).pathname.slice(BASE.length)),
    { ready: (req) => lake.keptQueryAnswer(req.method, req.url, req.headers.origin) },
  );
  const published = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `${server.url}${BASE.replace(/\/$/, '')}`,
    useProjectHostname: false,
    apiVersion: API_VERSION,
    useCdn: true,
    perspective: 'published',
  });
  const drafts = published.withConfig({
    perspective: 'drafts',
    useCdn: false,
    stega: { enabled: true, studioUrl: '/studio' },
  });
  const write = async (operation: 'mutate' | 'actions', body: unknown) => {
    const path = `v${API_VERSION}/data/${operation}/production`;
    const response = await lake.handler(
      new Request(`${server.url}${BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      path,
    );
    if (!response.ok) throw new Error(`the bench's write failed: ${response.status} ${await response.text()}`);
  };
  const touch = (run: number) =>
    write('mutate', { mutations: [{ createOrReplace: { _id: 'drafts.bench-write', _type: 'benchWrite', run } }] });
  // The draft and its publish in one transaction (the studio sends them apart, seconds apart): one
  // write that changes a published document, so every kept answer goes.
  const publish = (run: number) =>
    write('actions', {
      actions: [
        {
          actionType: 'sanity.action.document.replaceDraft',
          publishedId: 'bench-publish',
          attributes: { _id: 'drafts.bench-publish', _type: 'benchWrite', run },
        },
        { actionType: 'sanity.action.document.publish', publishedId: 'bench-publish', draftId: 'drafts.bench-publish' },
      ],
    });
  const close = async () => {
    await server.close();
    lake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { lake, published, drafts, touch, publish, close };
}

async function queryTimes(runs: number): Promise<void> {
  const documents = readFileSync(DEFAULT_BUNDLE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const createClient = await siteClientEntry();
  const main = await servedLake(true, createClient);
  // The same lake without warming: its reads after the same pause are the reads warming saves.
  const cold = await servedLake(false, createClient);
  const { lake } = main;
  const landing = { locale: 'fr', path: '/docs/ab/15.10.24/01/' };
  // Each with cache tags as the site's reads send them (content/fetch.ts: `content` and document
  // types): they reach Next's fetch only, not the lake, and cost the client the same whichever they are.
  const cases: Array<[string, 'published' | 'drafts', string, Record<string, unknown>, string[]]> = [
    ['site settings', 'published', SITE_SETTINGS_QUERY, {}, ['siteSettings']],
    ['home page (de)', 'published', HOME_PAGE_QUERY, { locale: 'de' }, ['homePage']],
    ['landing page (fr)', 'published', LANDING_PAGE_QUERY, landing, ['landingPage']],
    ['page by path', 'published', PAGE_QUERY, { locale: 'en', path: '/business-plan/' }, ['page']],
    ['header and footer', 'published', CHROME_QUERY, { locale: 'fr' }, ['navigation', 'footer', 'siteSettings']],
    ['legal text', 'published', LEGAL_DOCUMENT_QUERY, { locale: 'en', documentType: 'eula' }, ['legalDocument']],
    ['all content paths', 'published', CONTENT_PATHS_QUERY, {}, ['page', 'landingPage']],
    ['landing, draft mode', 'drafts', LANDING_PAGE_QUERY, landing, []],
  ];
  const rows: string[] = [];
  try {
    for (const [label, kind, query, params, tags] of cases) {
      // What content/fetch.ts hands the client: Next's cache tags, or in draft mode no caching. The
      // client hands them to fetch (Node's ignores them); `next` and the cache modes are typed by
      // Next's and the DOM's types of fetch, which this script does not load.
      const options = (kind === 'drafts'
        ? { cache: 'no-store' }
        : { next: { tags: ['content', ...tags] } }) as unknown as FilteredResponseQueryOptions;
      const read = (lake: typeof main, values: Record<string, unknown>) => lake[kind].fetch(query, values, options);
      const api: number[] = [];
      const fresh: number[] = [];
      const written: number[] = [];
      const afterPublish: number[] = [];
      const warmed: number[] = [];
      const unwarmed: number[] = [];
      const direct: number[] = [];
      for (let i = 0; i < runs + 10; i += 1) {
        // A write first (not timed): a draft of a document no page shows, through the lake's API as
        // the studio writes. The lake drops the answers of the other perspectives and keeps the
        // published ones and the parsed queries (it warms the dropped answers again only once the
        // writes pause: these rounds write every few ms).
        await main.touch(i);
        let start = performance.now();
        await read(main, params);
        const writtenMs = performance.now() - start;
        start = performance.now();
        await read(main, params);
        const apiMs = performance.now() - start;
        // The same query with a parameter it never uses, new each time: the lake has neither its
        // parsed tree nor its answer (query-cache.ts), as for a page read for the first time.
        start = performance.now();
        await read(main, { ...params, benchRun: i });
        const freshMs = performance.now() - start;
        start = performance.now();
        await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
        const directMs = performance.now() - start;
        // The first ten warm up the JIT and the lake's per-view caches.
        if (i >= 10) {
          api.push(apiMs);
          fresh.push(freshMs);
          written.push(writtenMs);
          direct.push(directMs);
        }
      }
      // Then publishes of a document no page shows, each read at once: every kept answer was
      // dropped, so the read evaluates (or finds what the warm begun meanwhile has kept).
      for (let i = 0; i < runs + 10; i += 1) {
        await main.publish(i);
        const start = performance.now();
        await read(main, params);
        if (i >= 10) afterPublish.push(performance.now() - start);
      }
      // Then publishes with time to warm after each (warm.ts), apart from the rounds above, whose
      // writes come a few milliseconds apart (a burst, warmed for after it): the read comes once the
      // lake has warmed its answers again, as a page's render a little after a publish. The lake
      // without warming is read after the same pause: a read after a pause costs more than one in
      // a tight loop here, whatever it reads (about 1.7 ms for a kept answer after 50 ms).
      for (let i = 0; i < runs + 10; i += 1) {
        await main.publish(runs + 10 + i);
        let start = performance.now();
        await lake.warmed();
        const pause = performance.now() - start;
        start = performance.now();
        await read(main, params);
        const warmedMs = performance.now() - start;
        await cold.publish(i);
        await new Promise((resolve) => setTimeout(resolve, pause));
        start = performance.now();
        await read(cold, params);
        if (i >= 10) {
          warmed.push(warmedMs);
          unwarmed.push(performance.now() - start);
        }
      }
      rows.push(
        `${label.padEnd(20)} ${fmt(percentile(api, 50))} ${fmt(percentile(api, 99))}   ` +
          `${fmt(percentile(written, 50))} ${fmt(percentile(written, 99))}   ` +
          `${fmt(percentile(fresh, 50))} ${fmt(percentile(fresh, 99))}   ` +
          `${fmt(percentile(afterPublish, 50))} ${fmt(percentile(afterPublish, 99))}   ` +
          `${fmt(percentile(warmed, 50))} ${fmt(percentile(warmed, 99))}   ` +
          `${fmt(percentile(unwarmed, 50))} ${fmt(percentile(unwarmed, 99))}   ` +
          `${fmt(percentile(direct, 50))} ${fmt(percentile(direct, 99))}`,
      );
    }
  } finally {
    await main.close();
    await cold.close();
  }
  console.log(
    `content: ${runs} sequential reads per query (ms); client = @sanity/client (its server components' fetch ` +
      'entry) to the lake over HTTP, repeated (as pages read), after a draft write (the first read, sent as a ' +
      "draft's write is answered), first (a query the lake has never parsed); in rounds of their own, after a " +
      'publish (read at once), warmed (the first read after a publish, once the lake has warmed its answers ' +
      'again) and unwarmed (the same after the same pause, from a lake that does not warm); groq = groq-js in-process',
  );
  console.log(
    `${'query'.padEnd(20)} ${'client p50'.padStart(8)} ${'p99'.padStart(8)}   ${'draft-w p50'.padStart(8)} ${'p99'.padStart(8)}   ` +
      `${'first p50'.padStart(8)} ${'p99'.padStart(8)}   ${'publish p50'.padStart(8)} ${'p99'.padStart(8)}   ` +
      `${'warmed p50'.padStart(8)} ${'p99'.padStart(8)}   ` +
      `${'unwarmed p50'.padStart(8)} ${'p99'.padStart(8)}   ${'groq p50'.padStart(8)} ${'p99'.padStart(8)}`,
  );
  rows.forEach((row) => console.log(row));
}

async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(`${BASE}v${API_VERSION}/${path}`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
}

async function publishToFresh(rounds: number): Promise<void> {
  const ID = 'landingPage-fr-docs-ab-15-10-24-01';
  const PAGE = '/fr/docs/ab/15.10.24/01/';
  const site = await startSite({ output: 'ignore' });
  const times: number[] = [];
  try {
    const read = await fetch(new URL(`${BASE}v${API_VERSION}/data/doc/production/${ID}`, site.baseUrl));
    const [original] = ((await read.json()) as { documents: Array<Record<string, unknown>> }).documents;
    if (!original) throw new Error(`${ID} is not in the lake`);
    // The page once, so that what is measured is the renewal of a cached page.
    await (await fetch(new URL(PAGE, site.baseUrl))).text();
    for (let round = 0; round < rounds; round += 1) {
      const headline = `Fresh headline ${round} ${Date.now().toString(36)}`;
      const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...content } = original;
      const sections = (content.sections as Array<Record<string, unknown>>).map((section) =>
        section._type === 'hero' ? { ...section, headline } : section,
      );
      await post(site.baseUrl, 'data/mutate/production', {
        mutations: [{ createOrReplace: { ...content, sections, _id: `drafts.${ID}` } }],
      });
      const start = performance.now();
      await post(site.baseUrl, 'data/actions/production', {
        actions: [{ actionType: 'sanity.action.document.publish', publishedId: ID, draftId: `drafts.${ID}` }],
      });
      for (;;) {
        const html = await (await fetch(new URL(PAGE, site.baseUrl))).text();
        if (html.includes(headline)) break;
        if (performance.now() - start > 30_000) throw new Error(`${PAGE} was not fresh 30 s after the publish`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      times.push(performance.now() - start);
    }
  } finally {
    await site.stop();
  }
  console.log(
    `publish → fresh page (${PAGE}, ${rounds} publishes, from the publish request to the first answer with the new headline): ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (goal: under 2000 ms)`,
  );
}

export async function run(args: string[]) {
  await queryTimes(flag(args, '--runs', 300, 10, 100_000));
  const publishes = flag(args, '--publishes', 5, 0, 1_000);
  if (publishes > 0) await publishToFresh(publishes);
}
