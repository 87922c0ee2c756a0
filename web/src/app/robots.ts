import type { MetadataRoute } from 'next';
import { siteUrl } from '@/env';

/** robots.txt: the pages are open to crawlers; the embedded services and API routes are not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/embedded/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
