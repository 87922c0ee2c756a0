import { legalRoute } from '@/page-render/legal/legal-page-module';

/**
 * The EULA in the dark theme. Readers reach it as /company/eula/?theme=dark (a rewrite in
 * next.config.ts, see web/src/legal/routes.ts), so both themes are prerendered pages.
 */
const route = legalRoute('eula', { theme: 'dark', noindex: true });

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
