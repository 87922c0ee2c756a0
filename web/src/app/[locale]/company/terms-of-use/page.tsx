import { legalRoute } from '@/legal/route';

const route = legalRoute('termsOfUse');

export const generateMetadata = route.generateMetadata;
export default route.Page;
