import { UnknownMiddlewareView } from '@/components/feedback/UnknownMiddlewareView';
import { statusPage, statusPageParams } from '@/components/feedback/status-page-route';

/**
 * The 500 page of a stored page whose content names a layout, preset or behaviour the code does
 * not know (content/unknown-middleware.ts), prerendered per language like the 404 page: the proxy
 * serves it with the 500 status at the failing page's address, whole, in the site's look.
 * Requested directly, it is an unknown address (404).
 */
export const dynamicParams = false;

export const generateStaticParams = statusPageParams;

const page = statusPage('unknownMiddleware', (locale) => <UnknownMiddlewareView locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
