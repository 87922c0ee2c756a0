/**
 * `npm run bench -- css [--runs 3]`: linked stylesheets (what the site ships) against the same site
 * built with its CSS written into the HTML (`experimental.inlineCss`, `BENCH_INLINE_CSS=1`, into a
 * build folder of its own). It serves both builds and prints, for home, a landing variant, search
 * and the EULA: the HTML's size raw and gzip with its stylesheets and style elements, then
 * Lighthouse mobile (median of `--runs`, builds and pages taking turns) with simulated and with
 * applied throttling (see Throttling in lighthouse.ts): score, FCP, LCP and TBT side by side.
 * Reported, not judged: it is the measurement behind the choice of linking.
 */
import { gzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startSite, webDir, type RunningSite } from '../lib/site-server';
import { flag, kb, MEASURED_PAGES } from './common';
import { lighthouseRows, type LighthouseRow } from './landing';
import type { Throttling } from './lighthouse';
import { buildInto, keepWorkingTree, printTable } from './variants';

const INLINE_DIST = '.next-bench-inline-css';

export async function run(args: string[]): Promise<void> {
  const runs = flag(args, '--runs', 3, 1, 25);
  const restoreWorkingTree = keepWorkingTree();
  let linked: RunningSite | undefined;
  let inlined: RunningSite | undefined;
  try {
    process.stderr.write('building the site with its CSS written into the HTML ...\n');
    buildInto(INLINE_DIST, { BENCH_INLINE_CSS: '1' });
    linked = await startSite({ output: 'ignore' });
    inlined = await startSite({ env: { NEXT_DIST_DIR: INLINE_DIST }, output: 'ignore' });
    const builds = [
      { label: 'linked', site: linked },
      { label: 'inlined', site: inlined },
    ];

    const sizeRows = [['page', 'build', 'HTML', 'gzip', 'stylesheets', 'style elements']];
    for (const page of MEASURED_PAGES) {
      for (const build of builds) {
        const html = await (await fetch(`${build.site.baseUrl}${page.path}`)).text();
        sizeRows.push([
          page.label,
          build.label,
          kb(Buffer.byteLength(html)),
          kb(gzipSync(html).byteLength),
          String(html.match(/<link[^>]+rel="stylesheet"/g)?.length ?? 0),
          String(html.match(/<style[\s>]/g)?.length ?? 0),
        ]);
      }
    }
    printTable({ title: 'The HTML of each page, both builds', rows: sizeRows, missed: false });

    // Each page of both builds, next to each other, so that the two builds take turns.
    const audited = MEASURED_PAGES.flatMap((page) =>
      builds.map((build) => ({ label: `${page.label}, ${build.label}`, path: `${build.site.baseUrl}${page.path}` })),
    );
    for (const throttling of ['simulated', 'applied'] as Throttling[]) {
      const rows: LighthouseRow[] = await lighthouseRows('', audited, { runs, throttling });
      printTable({
        title: `Lighthouse mobile performance, ${throttling} throttling, median of ${runs} runs`,
        rows: [
          ['page, build', 'score', 'runs', 'FCP', 'LCP', 'TBT'],
          ...rows.map((row) => [
            row.label,
            String(row.score ?? 'n/a'),
            row.scores.join(' '),
            row.metrics.FCP!,
            row.metrics.LCP!,
            row.metrics.TBT!,
          ]),
        ],
        missed: false,
      });
    }
  } finally {
    await Promise.all([linked?.stop(), inlined?.stop()]);
    rmSync(join(webDir, INLINE_DIST), { recursive: true, force: true });
    restoreWorkingTree();
  }
}
