/**
 * `npm run bench -- load [--seconds 60] [--connections 50]`: a mixed load on the built site: pages,
 * searches and sign-ups at once, each kind from its own share of the connections. Prints, per kind,
 * the requests, the rate, p50 and p99 latency and the failures (errors, time-outs, statuses other
 * than 2xx), then checks that no sign-up was lost: every sign-up the site accepted is an account
 * in the userbase's store. Exits with 1 on any failure or lost sign-up.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../web/src/embedded/sqlite';
import { startSite } from '../lib/site-server';
import { flag, PERSON_UA, signupBody } from './common';

/** Pages a visitor opens, by kind of page: the cached landing, home, core, pricing and legal pages. */
const PAGES = [
  '/docs/ab/15.10.24/01/',
  '/',
  '/fr/',
  '/features/',
  '/pricing/plans/',
  '/company/eula/',
  '/docs/free-demo/',
  '/de/docs/',
];
/** What visitors search for: common words, a phrase, a word in another language, one with no result. */
const SEARCHES = ['/search/?q=lease', '/search/?q=business+plan', '/fr/search/?q=contrat', '/search/?q=zzqx'];

interface KindResult {
  kind: string;
  connections: number;
  requests: number;
  ok: number;
  failures: number;
  rps: number;
  p50: number;
  p99: number;
}

function summary(kind: string, connections: number, result: autocannon.Result): KindResult {
  return {
    kind,
    connections,
    requests: result.requests.total,
    ok: result['2xx'],
    failures: result.errors + result.timeouts + result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

export async function run(args: string[]): Promise<void> {
  const seconds = flag(args, '--seconds', 60, 5, 600);
  const connections = flag(args, '--connections', 50, 5, 500);
  // Six in ten connections open pages, two search, two sign up.
  const share = { pages: Math.round(connections * 0.6), search: Math.round(connections * 0.2) };
  const signupConnections = connections - share.pages - share.search;
  const tag = randomBytes(4).toString('hex');
  let sent = 0;

  const site = await startSite({ output: 'ignore' });
  try {
    // Every page rendered once, so the load meets the cached pages as visitors do.
    for (const path of [...PAGES, ...SEARCHES])
      await fetch(`${site.baseUrl}${path}`, { headers: { 'user-agent': PERSON_UA } });
    const headers = { 'user-agent': PERSON_UA, accept: 'text/html' };
    const load = (connectionCount: number, requests: autocannon.Request[]) =>
      autocannon({ url: site.baseUrl, connections: connectionCount, duration: seconds, headers, requests });
    const [pages, search, signups] = await Promise.all([
      load(
        share.pages,
        PAGES.map((path) => ({ method: 'GET', path })),
      ),
      load(
        share.search,
        SEARCHES.map((path) => ({ method: 'GET', path })),
      ),
      load(signupConnections, [
        {
          method: 'POST',
          path: '/embedded/userbase/user/',
          headers: { 'content-type': 'text/plain', 'user-agent': PERSON_UA },
          setupRequest: (request) => {
            const index = sent++;
            return {
              ...request,
              body: signupBody(`load-${tag}-${index}@example.com`),
            };
          },
        },
      ]),
    ]);
    const rows = [
      summary('pages', share.pages, pages),
      summary('search', share.search, search),
      summary('sign-ups', signupConnections, signups),
    ];
    const db = openDatabase(join(site.dataDir, 'userbase.sqlite'));
    const stored = Number(
      (db.prepare('SELECT COUNT(*) AS n FROM users WHERE email LIKE ?').get(`load-${tag}-%`) as { n: number }).n,
    );
    db.close();
    const accepted = rows[2]!.ok;
    const lost = Math.max(0, accepted - stored);

    const header = ['kind', 'connections', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'failed'];
    const table = [
      header,
      ...rows.map((row) => [
        row.kind,
        String(row.connections),
        String(row.requests),
        row.rps.toFixed(1),
        String(row.p50),
        String(row.p99),
        String(row.failures),
      ]),
    ];
    const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
    process.stdout.write(`\nMixed load, ${seconds} s, ${connections} connections (${site.baseUrl})\n`);
    process.stdout.write(
      `${table.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n')}\n`,
    );
    const failures = rows.reduce((sum, row) => sum + row.failures, 0);
    process.stdout.write(
      `sign-ups accepted ${accepted}, accounts stored ${stored}, lost ${lost}; failed requests ${failures}` +
        ` (goal: 0 and 0) ${failures === 0 && lost === 0 ? 'ok' : 'MISSED'}\n`,
    );
    for (const [row, result] of [
      [rows[0]!, pages],
      [rows[1]!, search],
      [rows[2]!, signups],
    ] as const) {
      if (row.failures === 0) continue;
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([code, stat]) => `${code}: ${stat.count}`)
        .join(', ');
      process.stdout.write(
        `  ${row.kind}: statuses ${statuses || 'none'}; connection errors ${result.errors}, time-outs ${result.timeouts}\n`,
      );
    }
    if (failures > 0 || lost > 0) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
