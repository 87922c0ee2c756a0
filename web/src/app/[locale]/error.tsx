'use client';

import { useEffect } from 'react';
import { ErrorPage } from '@/components/feedback/ErrorPage';

/** A page of a language that fails: the site's error page in that language (its layout stays). */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('A page failed to render', error.digest ?? error.message);
  }, [error]);
  return <ErrorPage error={error} retry={reset} />;
}
