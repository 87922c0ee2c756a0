import { eachInParallel } from './parallel';

/**
 * Renders every page of the sitemap once on the suite's fresh server, a few at a time, before the
 * first test. The site renders its content pages on their first visit; without this, the first
 * tests of each worker and every link a test follows to a page nobody visited yet would all render
 * at once on a busy machine (a page and the prefetches of every link in view), and a navigation
 * could wait behind them for longer than its expectation allows. The crawl and the placeholder
 * tests still check every page's answer; a page that fails here is only reported.
 */
export async function warmPages(baseUrl: string, limit = 4): Promise<void> {
  const started = Date.now();
  const sitemap = await fetch(`${baseUrl}/sitemap.xml`, { signal: AbortSignal.timeout(60_000) });
  if (!sitemap.ok) {
    console.warn(`[e2e] the sitemap answered ${sitemap.status}: no page was rendered ahead of the tests.`);
    return;
  }
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const failures: string[] = [];
  await eachInParallel(
    paths,
    async (path) => {
      try {
        const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        if (!response.ok) failures.push(`${path} (${response.status})`);
      } catch (error) {
        failures.push(`${path} (${(error as Error).message})`);
      }
    },
    limit,
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[e2e] rendered the sitemap's ${paths.length} pages ahead of the tests in ${seconds} s.`);
  if (failures.length) console.warn(`[e2e] ${failures.length} of them did not answer 200: ${failures.join(', ')}`);
}
