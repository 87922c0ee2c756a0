import 'server-only';
import Script from 'next/script';
import { env } from '@/env';
import { tagManagerSnippet } from './tag-manager';

/** The tag manager, loaded only when GTM_ID is configured; a server component (reads env). */
export function TagManager() {
  const id = env().GTM_ID;
  if (!id) return null;
  return (
    <Script id="paperwise-gtm" strategy="afterInteractive">
      {tagManagerSnippet(id)}
    </Script>
  );
}
