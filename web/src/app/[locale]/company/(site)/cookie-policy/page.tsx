import { legalRoute } from '@/page-render/legal/legal-page-module';

const route = legalRoute('cookiePolicy');

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
