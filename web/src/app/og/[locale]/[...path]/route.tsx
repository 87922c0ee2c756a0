import { ImageResponse } from 'next/og';
import { ShareImage } from '@/sharing/ShareArt';
import { SHARE_IMAGE_SIZE, sharedPageOf } from '@/sharing/share-metadata';
import { getSiteSettings } from '@/content/site';
import { sharedPageAt } from '@/sharing/shared-pages';
import { NOT_FOUND_CACHE_CONTROL } from '@/routing/page-paths';

/*
 * The share image of a page: /og/{locale}{path}image.png (/og/fr/features/image.png, /og/en/image.png
 * for the English home page), the address its og:image names. Drawn on the first request and then
 * served from the cache like the pages (an hour, or until a publish revalidates the content).
 * The proxy answers 404 for addresses of pages the site does not have, so random addresses never
 * reach this cache; here, pages without a preview (landing pages, the search) answer 404 too.
 */
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams(): Array<{ locale: string; path: string[] }> {
  return [];
}

type Params = Promise<{ locale: string; path: string[] }>;

const SHARE_IMAGE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export async function GET(_request: Request, { params }: { params: Params }) {
  const { locale, path } = await params;
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
