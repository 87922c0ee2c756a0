import { embeddedRoute } from '@/embedded/runtime';

// The embedded paypal stand-in (web/src/embedded). Per request: it reads and writes its data.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const route = embeddedRoute('paypal');
export const GET = route.GET;
export const HEAD = route.HEAD;
export const POST = route.POST;
