'use client';

import { useEffect } from 'react';
import { ErrorPage } from '@/components/feedback/ErrorPage';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { pageLoading } from '@/lib/page-loading';

/**
 * A page of a language that fails: the site's error page in that language (its layout stays).
 * Next.js shows it for errors of pages rendered per request and of client-side navigations; the
 * first render of a cached (ISR) page that fails is still answered with Next's bare 500 text
 * (vercel/next.js#62046). A chunk that failed to load reloads the page instead (lib/chunk-reload.ts).
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // A page's chunk that failed to load (a client navigation after a deploy): reload, once a minute.
    if (reloadForChunkError(error)) return;
    // The page's fetch state keeps the failure (pending, error, timestamp: lib/page-loading.ts).
    pageLoading.fail(error);
    console.error('A page failed to render', error.digest ?? error.message);
  }, [error]);
  return <ErrorPage error={error} retry={reset} />;
}
