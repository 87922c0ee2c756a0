import { legalRoute } from '@/legal/route';

const route = legalRoute('refundPolicy');

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
