/**
 * `npm run bench -- login-burst [--burst 200] [--rounds 3]`: a cached page's latency while one
 * client sends a burst of logins, as a ratio to its latency when the site is idle, with the site's
 * rate limits and without them.
 *
 * Every login checks a password with scrypt (2^15, 32 MiB) on libuv's four threads, which file,
 * zlib and DNS work share: without a limit a burst queues a hash per login there and every page
 * waits behind them. With the site's limits (login-client: 10 a minute) the burst meets 429 before
 * scrypt runs for the rest. Goal: the page's median latency during the burst within 2× of idle.
 *
 * One built site is started twice (its default limits, then the per-client log-in limits raised
 * out of reach); in each, rounds take turns: the page alone, then the page while a burst runs (each
 * round's burst from a client address of its own: 127.0.0.x). The page is fetched one request after
 * another throughout, from another address. Build first (`npm run build`).
 */
import { request as httpRequest } from 'node:http';
import { startSite, type RunningSite } from '../lib/site-server';
import { flag, LANDING_VARIANT, median } from './common';

/** The goal: the page during a burst within this multiple of its idle latency. */
const GOAL = 2;
/** Idle samples per round; during a burst, the page is sampled until the burst has its answers. */
const IDLE_SAMPLES = 40;

interface Answer {
  /** The status, or 0 when the connection failed. */
  status: number;
  ms: number;
}

/** One request from a given loopback address (127.0.0.0/8 is all loopback), timed. */
function send(url: string, from: string, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        localAddress: from,
        // A connection per request: no kept-alive socket closed under a request by the server.
        agent: false,
        headers: body === undefined ? { accept: 'text/html' } : { 'content-type': 'text/plain' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** The page's latencies (ms), one request after another, until `until` says stop. */
async function samplePage(url: string, until: (count: number) => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until(times.length)) {
    const answer = await send(url, '127.0.0.1');
    if (answer.status !== 200) throw new Error(`${new URL(url).pathname} answered ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
}

interface Round {
  idle: number;
  burst: number;
  samples: number;
  statuses: Map<number, number>;
}

async function round(site: RunningSite, burst: number, client: string): Promise<Round> {
  const page = `${site.baseUrl}${LANDING_VARIANT}`;
  const idle = median(await samplePage(page, (count) => count >= IDLE_SAMPLES));
  let done = false;
  const logins = Promise.all(
    Array.from({ length: burst }, (_, n) =>
      send(
        `${site.baseUrl}/embedded/userbase/auth/login/`,
        client,
        JSON.stringify({ Email: `burst-${n}@example.com`, Password: 'not-the-password-1' }),
      ),
    ),
  ).finally(() => {
    done = true;
  });
  // At least a few samples even when the burst is answered at once.
  const during = await samplePage(page, (count) => done && count >= 5);
  const statuses = new Map<number, number>();
  for (const answer of await logins) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  return { idle, burst: median(during), samples: during.length, statuses };
}

async function measureSite(label: string, rateLimits: string, burst: number, rounds: number, offset: number) {
  const site = await startSite({ env: { RATE_LIMITS: rateLimits }, output: 'ignore' });
  try {
    // The page rendered and cached before anything is timed.
    await samplePage(`${site.baseUrl}${LANDING_VARIANT}`, (count) => count >= 5);
    // A first burst from an address of its own, untimed: the refusal's code path is compiled.
    await Promise.all(
      Array.from({ length: 30 }, () => send(`${site.baseUrl}/embedded/userbase/auth/login/`, '127.0.0.250', '{}')),
    );
    const results: Round[] = [];
    for (let n = 0; n < rounds; n++) results.push(await round(site, burst, `127.0.${offset}.${n + 1}`));
    const ratio = median(results.map((r) => r.burst / r.idle));
    console.log(`${label}:`);
    for (const [n, r] of results.entries()) {
      const statuses = [...r.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count}×${status || 'connection failed'}`)
        .join(' ');
      console.log(
        `  round ${n + 1}: idle ${r.idle.toFixed(1)} ms, during the burst ${r.burst.toFixed(1)} ms ` +
          `(${r.samples} requests), ${(r.burst / r.idle).toFixed(2)}×; logins: ${statuses}`,
      );
    }
    console.log(`  median ratio ${ratio.toFixed(2)}×`);
    return ratio;
  } finally {
    await site.stop();
  }
}

export async function run(args: string[]): Promise<void> {
  const burst = flag(args, '--burst', 200, 1, 2000);
  const rounds = flag(args, '--rounds', 3, 1, 20);
  console.log(`a burst of ${burst} logins from one client; the cached page ${LANDING_VARIANT}, one request at a time`);
  const limited = await measureSite('with the site’s rate limits', '', burst, rounds, 10);
  await measureSite(
    'without them (log-in limits raised out of reach)',
    'login-client=1000000/60,login-account=1000000/900',
    burst,
    rounds,
    20,
  );
  const verdict = limited <= GOAL ? 'meets' : 'MISSES';
  console.log(
    `with the limits the page stays at ${limited.toFixed(2)}× its idle latency: ${verdict} the goal (≤ ${GOAL}×)`,
  );
}
