import { embeddedRoute } from '@/embedded/runtime';

// The embedded webapp stand-in (web/src/embedded). Per request: it reads and writes its data.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const route = embeddedRoute('webapp');
export const GET = route.GET;
export const HEAD = route.HEAD;
export const POST = route.POST;
