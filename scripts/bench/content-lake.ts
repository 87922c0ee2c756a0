/**
 * `npm run bench -- content-lake [--runs N]`: p50 and p99 of typical site queries answered by the
 * local Content Lake over HTTP (GET data/query, as @sanity/client sends them, to an in-process
 * server on a loopback port) against groq-js evaluating the same query over the bundle directly
 * (what the site does today). Sequential requests: the time of one read, not throughput.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { createContentLake } from '../../web/src/embedded/content-lake/service';
import { serveFetchHandler } from '../../web/src/embedded/node-server';
import { CHROME_QUERY } from '../../web/src/components/chrome/chrome-query';
import { CONTENT_PATHS_QUERY, HOME_PAGE_QUERY, PAGE_QUERY, SITE_SETTINGS_QUERY } from '../../web/src/content/queries';
import { LEGAL_DOCUMENT_QUERY } from '../../web/src/legal/queries';
import { DEFAULT_BUNDLE } from '../content/dataset';
import { flag } from './common';

const BASE = '/embedded/content-lake/';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function run(args: string[]) {
  const runs = flag(args, '--runs', 300, 10, 100_000);
  const documents = readFileSync(DEFAULT_BUNDLE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lake-'));
  const lake = createContentLake({ dataDir, seedBundle: DEFAULT_BUNDLE, publicBase: BASE });
  const server = await serveFetchHandler((request) =>
    lake.handler(request, new URL(request.url).pathname.slice(BASE.length)),
  );
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['site settings', SITE_SETTINGS_QUERY, {}],
    ['home page (de)', HOME_PAGE_QUERY, { locale: 'de' }],
    ['page by path', PAGE_QUERY, { locale: 'en', path: '/business-plan/' }],
    ['header and footer', CHROME_QUERY, { locale: 'fr' }],
    ['legal text', LEGAL_DOCUMENT_QUERY, { locale: 'en', documentType: 'eula' }],
    ['all content paths', CONTENT_PATHS_QUERY, {}],
  ];
  const rows: string[] = [];
  try {
    for (const [label, query, params] of cases) {
      const search = new URLSearchParams({ query });
      for (const [key, value] of Object.entries(params)) search.append(`$${key}`, JSON.stringify(value));
      search.append('perspective', 'published');
      const url = `${server.url}${BASE}v2025-09-01/data/query/production?${search}`;
      const api: number[] = [];
      const direct: number[] = [];
      for (let i = 0; i < runs + 10; i += 1) {
        let start = performance.now();
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
        await response.json();
        const apiMs = performance.now() - start;
        start = performance.now();
        await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
        const directMs = performance.now() - start;
        if (i >= 10) {
          api.push(apiMs);
          direct.push(directMs);
        }
      }
      const fmt = (n: number) => n.toFixed(2).padStart(7);
      rows.push(
        `${label.padEnd(20)} ${fmt(percentile(api, 50))} ${fmt(percentile(api, 99))}   ${fmt(percentile(direct, 50))} ${fmt(percentile(direct, 99))}`,
      );
    }
  } finally {
    await server.close();
    lake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`content-lake: ${runs} sequential reads per query (ms)`);
  console.log(
    `${'query'.padEnd(20)} ${'API p50'.padStart(7)} ${'API p99'.padStart(7)}   ${'groq p50'.padStart(7)} ${'groq p99'.padStart(7)}`,
  );
  rows.forEach((row) => console.log(row));
}
