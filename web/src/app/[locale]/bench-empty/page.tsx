import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/env';

/**
 * A page with nothing on it but the site's document shell and one line of text, for
 * `npm run bench -- landing`: what a landing page ships beyond it is what the landing page costs.
 * The line is there so that the browser paints something: without any text Lighthouse cannot
 * score the page (no first contentful paint). Off (404) unless the server runs with
 * BENCH_EMPTY_PAGE=1, so it is read per request.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function BenchEmptyPage() {
  if (env().BENCH_EMPTY_PAGE !== '1') notFound();
  return (
    <main id="main">
      <p>Paperwise</p>
    </main>
  );
}
