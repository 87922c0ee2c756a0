import { legalRoute } from '@/page-render/legal/legal-page-module';

/** For embedding (the web application frames it): the text without the site's header and footer. */
const route = legalRoute('termsOfUse', { frame: true });

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
