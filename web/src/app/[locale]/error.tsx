'use client';

import { useEffect } from 'react';
import { ErrorPage } from '@/components/feedback/ErrorPage';

/**
 * A page of a language that fails: the site's error page in that language (its layout stays).
 * Next.js shows it for errors of pages rendered per request and of client-side navigations; the
 * first render of a cached (ISR) page that fails is still answered with Next's bare 500 text
 * (vercel/next.js#62046).
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('A page failed to render', error.digest ?? error.message);
  }, [error]);
  return <ErrorPage error={error} retry={reset} />;
}
