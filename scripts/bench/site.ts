/**
 * `npm run bench -- site [--runs 3] [--seconds 10] [--rounds 3] [--skip-builds]`: every performance figure of the
 * site in one run, each beside its floor and its goal:
 * - the floor: a bare Next App Router app of the same Next and React versions (floor.ts), built
 *   offline in a temporary folder of the repository;
 * - first-load JavaScript of home, a landing variant, search and the EULA against the floor's page;
 * - Lighthouse mobile (median of `--runs`, pages taking turns): score, LCP, TBT, CLS against the floor;
 *   then FCP, LCP and TBT again with the throttling applied by Chromium instead of simulated (reported);
 * - requests per second (loads taking turns, medians): the cached landing page, the site's own empty
 *   page, the floor's page, and plain Node serving the landing page's very bytes;
 * - Mozilla's HTTP Observatory grade over HTTPS on loopback;
 * - 10 against 1,000 landing variants (variants.ts) and one against two instances sharing the Redis
 *   cache (instances.ts); `--skip-builds` leaves the variants' two builds out.
 * Every figure here is measured in this one run, so the ratios hold however busy the machine is.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { observatoryScan } from '../lib/observatory';
import { startSite, type RunningSite } from '../lib/site-server';
import { startTlsFront } from '../lib/tls-front';
import { buildFloor, floorVersions } from './floor';
import { measureInstances } from './instances';
import { lighthouseRows, pageCost } from './landing';
import { measureVariants, printTable, type MeasuredTable } from './variants';
import { EMPTY_PAGE, flag, kb, LANDING_VARIANT, loadFor, MEASURED_PAGES, median, PERSON_UA } from './common';

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** Plain Node answering every request with the same bytes: what serving the HTML alone costs. */
async function staticBytesServer(body: Buffer): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.byteLength });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function run(args: string[]): Promise<void> {
  const runs = flag(args, '--runs', 3, 1, 25);
  const seconds = flag(args, '--seconds', 10, 1, 120);
  const rounds = flag(args, '--rounds', 3, 1, 9);
  const skipBuilds = args.includes('--skip-builds');
  const tables: MeasuredTable[] = [];
  const versions = floorVersions();
  process.stderr.write(`building the floor app (next ${versions.next}, react ${versions.react}) ...\n`);
  const floor = buildFloor();
  let site: RunningSite | undefined;
  let floorSite: RunningSite | undefined;
  let bytes: Awaited<ReturnType<typeof staticBytesServer>> | undefined;
  try {
    site = await startSite({ env: { BENCH_EMPTY_PAGE: '1' }, output: 'ignore' });
    floorSite = await startSite({ appDir: floor.dir, output: 'ignore' });
    for (const page of [...MEASURED_PAGES, { path: EMPTY_PAGE }]) await fetch(`${site.baseUrl}${page.path}`);
    await fetch(`${floorSite.baseUrl}/`);

    // First-load JavaScript.
    const floorCost = await pageCost(floorSite.baseUrl, 'floor', '/');
    const costs = [];
    for (const page of MEASURED_PAGES) costs.push(await pageCost(site.baseUrl, page.label, page.path));
    tables.push({
      title: 'First-load JavaScript (gzip) against the bare Next page (goal: at most 1.15×)',
      rows: [
        ['page', 'scripts', 'gzip', 'floor', 'ratio', 'goal'],
        ...costs.map((cost) => {
          const ratio = cost.gzipBytes / floorCost.gzipBytes;
          return [
            cost.label,
            String(cost.scripts),
            kb(cost.gzipBytes),
            kb(floorCost.gzipBytes),
            ratio.toFixed(2),
            verdict(ratio <= 1.15),
          ];
        }),
      ],
      missed: costs.some((cost) => cost.gzipBytes / floorCost.gzipBytes > 1.15),
    });

    // Lighthouse: the floor's page first, then the site's pages, taking turns.
    const lighthouse = await lighthouseRows(
      '',
      [
        { label: 'floor', path: `${floorSite.baseUrl}/` },
        ...MEASURED_PAGES.map((page) => ({ label: page.label, path: `${site!.baseUrl}${page.path}` })),
      ],
      { runs },
    );
    const [floorRow, ...pageRows] = lighthouse;
    const lighthouseMissed = pageRows.map((row) => {
      const scoreOk = row.score !== null && floorRow!.score !== null && row.score >= floorRow!.score - 2;
      const lcpOk = row.numbers.LCP <= 1.2 * floorRow!.numbers.LCP;
      const tbtOk = row.numbers.TBT <= 1.2 * Math.max(floorRow!.numbers.TBT, 1);
      const clsOk = row.metrics.CLS === '0';
      return { row, scoreOk, lcpOk, tbtOk, clsOk };
    });
    tables.push({
      title: `Lighthouse mobile performance, median of ${runs} runs (goals: score within 0.02 of the floor, LCP and TBT at most 1.2×, CLS 0)`,
      rows: [
        ['page', 'score', 'LCP', 'LCP ×', 'TBT', 'TBT ×', 'CLS', 'goals'],
        [
          floorRow!.label,
          String(floorRow!.score ?? 'n/a'),
          floorRow!.metrics.LCP!,
          '1.00',
          floorRow!.metrics.TBT!,
          '1.00',
          floorRow!.metrics.CLS!,
          '',
        ],
        ...lighthouseMissed.map(({ row, scoreOk, lcpOk, tbtOk, clsOk }) => [
          row.label,
          String(row.score ?? 'n/a'),
          row.metrics.LCP!,
          (row.numbers.LCP / floorRow!.numbers.LCP).toFixed(2),
          row.metrics.TBT!,
          (row.numbers.TBT / Math.max(floorRow!.numbers.TBT, 1)).toFixed(2),
          row.metrics.CLS!,
          [scoreOk ? '' : 'score', lcpOk ? '' : 'LCP', tbtOk ? '' : 'TBT', clsOk ? '' : 'CLS']
            .filter(Boolean)
            .join(', ') || 'ok',
        ]),
      ],
      missed: lighthouseMissed.some((m) => !(m.scoreOk && m.lcpOk && m.tbtOk && m.clsOk)),
    });

    // The same pages with the slow line applied by Chromium rather than simulated: reported beside
    // the goals, since it shows what a page's own requests cost when they compete for the line.
    const applied = await lighthouseRows(
      '',
      [
        { label: 'floor', path: `${floorSite.baseUrl}/` },
        ...MEASURED_PAGES.map((page) => ({ label: page.label, path: `${site!.baseUrl}${page.path}` })),
      ],
      { runs, throttling: 'applied' },
    );
    const [appliedFloor, ...appliedPages] = applied;
    tables.push({
      title: `Lighthouse mobile performance with applied throttling, median of ${runs} runs (reported)`,
      rows: [
        ['page', 'score', 'FCP', 'FCP ×', 'LCP', 'LCP ×', 'TBT', 'TBT ×'],
        ...[appliedFloor!, ...appliedPages].map((row) => [
          row.label,
          String(row.score ?? 'n/a'),
          row.metrics.FCP!,
          (row.numbers.FCP / appliedFloor!.numbers.FCP).toFixed(2),
          row.metrics.LCP!,
          (row.numbers.LCP / appliedFloor!.numbers.LCP).toFixed(2),
          row.metrics.TBT!,
          (row.numbers.TBT / Math.max(appliedFloor!.numbers.TBT, 1)).toFixed(2),
        ]),
      ],
      missed: false,
    });

    // Throughput.
    const landingBytes = Buffer.from(
      await (await fetch(`${site.baseUrl}${LANDING_VARIANT}`, { headers: { 'user-agent': PERSON_UA } })).arrayBuffer(),
    );
    bytes = await staticBytesServer(landingBytes);
    const loads = [
      { label: 'landing variant (cached)', url: `${site.baseUrl}${LANDING_VARIANT}` },
      { label: "the site's empty page (cached)", url: `${site.baseUrl}${EMPTY_PAGE}` },
      { label: 'bare Next page (floor)', url: `${floorSite.baseUrl}/` },
      { label: 'plain Node, the landing bytes', url: bytes.url },
    ];
    const samples = loads.map(() => [] as number[]);
    for (let round = 0; round < rounds; round++) {
      for (const [index, load] of loads.entries()) {
        const result = await loadFor(load.url, { seconds });
        samples[index]!.push(result.failures > 0 ? 0 : result.rps);
      }
    }
    const rps = samples.map(median);
    const [landing, empty, bare, plain] = rps as [number, number, number, number];
    tables.push({
      title: `Requests per second, median of ${rounds} runs of ${seconds} s, 20 connections, no compression (goal: the cached landing page at least 0.5× an empty page: the site's own, and the bare Next app's)`,
      rows: [
        ['load', 'req/s', '× site empty page', '× bare Next', '× plain Node', 'goal'],
        ...loads.map((load, index) => [
          load.label,
          rps[index]!.toFixed(0),
          (rps[index]! / empty).toFixed(2),
          (rps[index]! / bare).toFixed(2),
          (rps[index]! / plain).toFixed(2),
          index === 0
            ? `site empty ${verdict(landing / empty >= 0.5)}, bare Next ${verdict(landing / bare >= 0.5)}`
            : '',
        ]),
      ],
      missed: landing / empty < 0.5 || landing / bare < 0.5,
    });

    // HTTP Observatory.
    const front = await startTlsFront(site.baseUrl);
    try {
      const scans = [];
      for (const page of [MEASURED_PAGES[0]!, MEASURED_PAGES[1]!])
        scans.push({ page, result: await observatoryScan(front, page.path) });
      tables.push({
        title: 'Mozilla HTTP Observatory over HTTPS on loopback (goal: A+)',
        rows: [
          ['page', 'grade', 'score', 'tests passed', 'goal'],
          ...scans.map(({ page, result }) => [
            page.label,
            result.grade,
            String(result.score),
            `${result.testsPassed}/${result.testsQuantity}`,
            verdict(result.grade === 'A+'),
          ]),
        ],
        missed: scans.some(({ result }) => result.grade !== 'A+'),
      });
    } finally {
      await front.stop();
    }
  } finally {
    await bytes?.stop();
    await site?.stop();
    await floorSite?.stop();
  }

  tables.push(await measureInstances({ seconds, connections: 20, rounds, path: LANDING_VARIANT }));
  if (!skipBuilds) tables.push(await measureVariants({ small: 10, large: 1000, seconds, rounds }));

  process.stdout.write(
    `\nThe site against its floor: next ${versions.next}, react ${versions.react}; the floor app built in ${floor.buildSeconds.toFixed(1)} s\n`,
  );
  for (const table of tables) printTable(table);
  const missed = tables.filter((table) => table.missed).map((table) => table.title.split(',')[0]);
  process.stdout.write(`\n${missed.length ? `goals missed: ${missed.join('; ')}` : 'every goal holds'}\n`);
  if (missed.length) process.exitCode = 1;
}
