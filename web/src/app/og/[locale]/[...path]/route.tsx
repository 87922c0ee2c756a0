import { shareImageResponse } from '@/sharing/share-image';

/*
 * The share image of a page: /og/{locale}{path}image.png (/og/fr/features/image.png, /og/en/image.png
 * for the English home page), the address its og:image names. Drawn on the first request and then
 * served from the cache like the pages (an hour, or until a publish revalidates the content).
 * The proxy answers 404 for addresses of pages the site does not have, so random addresses never
 * reach this cache; here, pages without a preview (landing pages, the search) answer 404 too.
 * What the image shows: web/src/sharing/.
 */
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams(): Array<{ locale: string; path: string[] }> {
  return [];
}

type Params = Promise<{ locale: string; path: string[] }>;

export async function GET(_request: Request, { params }: { params: Params }) {
  const { locale, path } = await params;
  return shareImageResponse(locale, path);
}
