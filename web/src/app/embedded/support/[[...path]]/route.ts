import { embeddedRoute } from '@/embedded/runtime';

// The embedded support desk stand-in (web/src/embedded). Per request: it stores the messages it takes.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const { GET, HEAD, POST } = embeddedRoute('support');
