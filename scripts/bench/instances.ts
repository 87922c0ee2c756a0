/**
 * `npm run bench -- instances [--seconds 10] [--connections 20] [--rounds 3] [--path /docs/ab/15.10.24/01/]`:
 * requests per second at a cached landing page from one `next start` with its own cache, one with the
 * shared Redis cache (REDIS_URL), and two with the shared cache taking the same connections between
 * them (as a load balancer would), the loads taking turns. Redis is Debian's redis-server on
 * loopback, started and stopped by the benchmark.
 */
import autocannon from 'autocannon';
import { startRedis } from '../lib/redis-server';
import { startSite, type RunningSite } from '../lib/site-server';
import { printTable, type MeasuredTable } from './variants';
import { flag, LANDING_VARIANT, median, PERSON_UA } from './common';

async function load(urls: string[], connections: number, seconds: number) {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: Math.max(1, Math.round(connections / urls.length)),
        duration: seconds,
        headers: { 'user-agent': PERSON_UA },
      }),
    ),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

export async function run(args: string[]): Promise<void> {
  const at = args.indexOf('--path');
  printTable(
    await measureInstances({
      seconds: flag(args, '--seconds', 10, 1, 120),
      connections: flag(args, '--connections', 20, 1, 500),
      rounds: flag(args, '--rounds', 3, 1, 9),
      path: at >= 0 ? args[at + 1]! : LANDING_VARIANT,
    }),
  );
}

export async function measureInstances({
  seconds,
  connections,
  rounds,
  path,
}: {
  seconds: number;
  connections: number;
  rounds: number;
  path: string;
}): Promise<MeasuredTable> {
  const redis = await startRedis();
  const sites: RunningSite[] = [];
  try {
    const own = await startSite({ output: 'ignore' });
    sites.push(own);
    const shared = await Promise.all([0, 1].map(() => startSite({ env: { REDIS_URL: redis.url }, output: 'ignore' })));
    sites.push(...shared);
    const setups = [
      { label: 'one instance, its own cache', urls: [`${own.baseUrl}${path}`] },
      { label: 'one instance, shared Redis cache', urls: [`${shared[0]!.baseUrl}${path}`] },
      { label: 'two instances, shared Redis cache', urls: shared.map((site) => `${site.baseUrl}${path}`) },
    ];
    for (const setup of setups)
      for (const url of setup.urls) await fetch(url, { headers: { 'user-agent': PERSON_UA } });
    const samples = setups.map(() => [] as Awaited<ReturnType<typeof load>>[]);
    for (let round = 0; round < rounds; round++) {
      for (const [index, setup] of setups.entries()) samples[index]!.push(await load(setup.urls, connections, seconds));
    }
    const base = median(samples[0]!.map((sample) => sample.rps));
    const rows = setups.map((setup, index) => {
      const rps = median(samples[index]!.map((sample) => sample.rps));
      return [
        setup.label,
        rps.toFixed(0),
        (rps / base).toFixed(2),
        String(median(samples[index]!.map((sample) => sample.p99))),
        String(samples[index]!.reduce((sum, sample) => sum + sample.failures, 0)),
      ];
    });
    return {
      title: `Requests per second at ${path} (median of ${rounds} runs of ${seconds} s, ${connections} connections in all, no compression)`,
      rows: [['setup', 'req/s', 'ratio', 'p99 ms', 'failed'], ...rows],
      missed: false,
    };
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
    await redis.stop();
  }
}
