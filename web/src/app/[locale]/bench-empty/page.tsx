import type { Metadata } from 'next';

/**
 * A page with nothing on it but the site's document shell and one line of text, for
 * `npm run bench -- landing` and `npm run bench -- throughput`: what a landing page ships and costs
 * beyond it is what the landing page costs. Prerendered and cached like the landing pages, so the
 * two are served alike; the proxy answers 404 here unless the server runs with BENCH_EMPTY_PAGE=1.
 * The line is there so that the browser paints something: without any text Lighthouse cannot score
 * the page (no first contentful paint).
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function BenchEmptyPage() {
  return (
    <main id="main">
      <p>Paperwise</p>
    </main>
  );
}
