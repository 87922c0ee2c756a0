import { NotFoundView } from '@/components/not-found/NotFoundView';
import { statusPage, statusPageParams } from '@/components/feedback/status-page-route';

/**
 * The 404 page of every unknown address, prerendered per language. The proxy serves it with the
 * 404 status for any path that is neither a page of the code nor a stored landing page, so a
 * visitor, a crawler or a script without JavaScript gets the whole page. (A notFound() thrown
 * while a page renders on demand sends the 404 with an empty body that only the browser's
 * JavaScript fills: vercel/next.js#95613.) Requested directly, it answers 404 as well.
 */
export const dynamicParams = false;

export const generateStaticParams = statusPageParams;

const page = statusPage('notFound', (locale) => <NotFoundView locale={locale} head={false} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
