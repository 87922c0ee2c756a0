import { legalRoute } from '@/page-render/legal/legal-page-module';

const route = legalRoute('eula');

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
