import 'server-only';
import { ImageResponse } from 'next/og';
import { getSiteSettings } from '@/content/site';
import { NOT_FOUND_CACHE_CONTROL } from '@/routing/page-paths';
import { ShareImage } from './ShareArt';
import { SHARE_IMAGE_SIZE, sharedPageOf } from './share-metadata';
import { sharedPageAt } from './shared-pages';

const SHARE_IMAGE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The share image of a page, answered at /og/{locale}{path}image.png (/og/fr/features/image.png,
 * /og/en/image.png for the English home page; the route is app/og/[locale]/[...path]/route.tsx),
 * the address its og:image names; 404 for pages without a preview (landing pages, the search).
 */
export async function shareImageResponse(locale: string, path: readonly string[]): Promise<Response> {
  const asked = sharedPageOf(`/og/${locale}/${path.join('/')}`);
  const page = asked ? await sharedPageAt(asked.locale, asked.segments) : null;
  if (!page) {
    const headers = { 'Content-Type': 'text/plain', 'Cache-Control': NOT_FOUND_CACHE_CONTROL };
    return new Response('Not found', { status: 404, headers });
  }
  const settings = await getSiteSettings(page.locale);
  return new ImageResponse(
    <ShareImage headline={page.imageTitle} kicker={page.kicker} productName={settings.productName ?? ''} />,
    // next/og marks its images max-age=0; these change at most with the page, so caches keep them
    // for the hour the route is cached, and serve a stale one for a day while a new one is drawn.
    { ...SHARE_IMAGE_SIZE, headers: { 'Cache-Control': SHARE_IMAGE_CACHE } },
  );
}
