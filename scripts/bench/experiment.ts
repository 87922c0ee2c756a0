/**
 * `npm run bench -- experiment [--seconds 10] [--connections 20] [--rounds 3]`: requests per second at
 * the public address of a running experiment against the same landing page served without one.
 *
 * Two servers of the same build: one on the bundle as shipped (the free-demo experiment running),
 * one on a copy where the experiment is a draft (the address serves its own page, the proxy finds
 * nothing). Each load is run `rounds` times, the loads taking turns so that a change in the machine's
 * load falls on all alike; the median stands for each. Every request presents a desktop browser
 * with cookie consent, so the only difference is the experiment.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCookieSigner } from '../../web/src/experiments/cookie-signing';
import { signStickyValue, signVisitorId } from '../../web/src/experiments/visitor';
import { projectDir, startSite, type RunningSite } from '../lib/site-server';
import { flag, loadFor, median } from './common';

const ADDRESS = '/docs/free-demo/';
const EXPERIMENT = 'experiment-docs-free-demo';
const STICKY = `pw_exp_${EXPERIMENT}_v1`;
const CONTROL = 'landingPage-en-docs-free-demo';
const CHALLENGER = 'landingPage-en-docs-ab-24-11-26-01';
const VISITOR = 'BenchVisitor000000000A';
/** The servers' cookie secret, so that the returning visitors' cookies bear a valid signature. */
const COOKIE_SECRET = 'bench-cookie-secret-0123456789abcdefghijklmnop';
/** The goal: the experiment's address serves at least this share of the plain page's rate. */
const GOAL = 0.9;

interface Load {
  label: string;
  site: 'plain' | 'experiment';
  cookie: string;
}

/** The loads, with the cookies a returning visitor holds: signed as the servers sign them. */
async function loads(): Promise<Load[]> {
  const signer = createCookieSigner(COOKIE_SECRET);
  const visitor = await signVisitorId(VISITOR, signer);
  const sticky = (variant: string) => signStickyValue(STICKY, VISITOR, `1.${variant}`, signer);
  return [
    { label: 'landing page, no experiment', site: 'plain', cookie: `user-cookies=1; pw_vid=${visitor}` },
    {
      label: 'experiment, returning visitor on the control',
      site: 'experiment',
      cookie: `user-cookies=1; pw_vid=${visitor}; ${STICKY}=${await sticky(CONTROL)}`,
    },
    {
      label: 'experiment, returning visitor on the variant (rewrite)',
      site: 'experiment',
      cookie: `user-cookies=1; pw_vid=${visitor}; ${STICKY}=${await sticky(CHALLENGER)}`,
    },
    // No visitor id: every request is a new visitor, assigned, given cookies and logged as an exposure.
    { label: 'experiment, a new visitor on every request', site: 'experiment', cookie: 'user-cookies=1' },
  ];
}

function measure(url: string, cookie: string, seconds: number, connections: number) {
  return loadFor(url, { seconds, connections, headers: { cookie, accept: 'text/html' } });
}

export async function run(args: string[]): Promise<void> {
  const seconds = flag(args, '--seconds', 10, 1, 120);
  const connections = flag(args, '--connections', 20, 1, 500);
  const rounds = flag(args, '--rounds', 3, 1, 9);
  const folder = mkdtempSync(join(tmpdir(), 'paperwise-bench-experiment-'));
  const shipped = readFileSync(join(projectDir, 'content', 'bundle.ndjson'), 'utf8');
  if (!shipped.includes(`"_id":"${EXPERIMENT}"`)) throw new Error(`the bundle has no ${EXPERIMENT}`);
  const draft = shipped
    .split('\n')
    .map((line) =>
      line.includes(`"_id":"${EXPERIMENT}"`) ? JSON.stringify({ ...JSON.parse(line), status: 'draft' }) : line,
    )
    .join('\n');
  writeFileSync(join(folder, 'plain.ndjson'), draft);
  const sites: Partial<Record<Load['site'], RunningSite>> = {};
  const LOADS = await loads();
  const env = { EXPERIMENT_COOKIE_SECRET: COOKIE_SECRET };
  try {
    sites.plain = await startSite({ env: { ...env, CONTENT_BUNDLE: join(folder, 'plain.ndjson') }, output: 'ignore' });
    sites.experiment = await startSite({ env, output: 'ignore' });
    // The first requests render and cache both variants' pages; the loads below see cached pages.
    for (const load of LOADS) {
      await measure(`${sites[load.site]!.baseUrl}${ADDRESS}`, load.cookie, 2, 4);
    }
    const samples = LOADS.map(() => [] as Array<Awaited<ReturnType<typeof measure>>>);
    for (let round = 0; round < rounds; round++) {
      for (const [index, load] of LOADS.entries()) {
        samples[index]!.push(
          await measure(`${sites[load.site]!.baseUrl}${ADDRESS}`, load.cookie, seconds, connections),
        );
      }
    }
    const plain = median(samples[0]!.map((sample) => sample.rps));
    const rows = LOADS.map((load, index) => {
      const rps = median(samples[index]!.map((sample) => sample.rps));
      const ratio = rps / plain;
      return [
        load.label,
        rps.toFixed(0),
        ratio.toFixed(2),
        index === 0 ? '' : ratio >= GOAL ? `>= ${GOAL} ok` : `< ${GOAL} MISSED`,
        String(median(samples[index]!.map((sample) => sample.p50))),
        String(median(samples[index]!.map((sample) => sample.p99))),
        String(samples[index]!.reduce((sum, sample) => sum + sample.failures, 0)),
      ];
    });
    const header = ['load', 'req/s', 'ratio', 'goal', 'p50 ms', 'p99 ms', 'failed'];
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
    const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    process.stdout.write(
      `\nRequests per second at ${ADDRESS} (median of ${rounds} runs of ${seconds} s, ${connections} connections, no compression, loads taking turns)\n`,
    );
    process.stdout.write(`${[header, ...rows].map(line).join('\n')}\n`);
    if (rows.slice(1, 3).some((row) => row[3]!.includes('MISSED'))) process.exitCode = 1;
  } finally {
    await Promise.all(Object.values(sites).map((site) => site?.stop()));
    rmSync(folder, { recursive: true, force: true });
  }
}
