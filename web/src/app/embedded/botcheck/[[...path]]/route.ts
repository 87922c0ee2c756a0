import { embeddedRoute } from '@/embedded/runtime';

// The embedded botcheck stand-in (web/src/embedded). Per request: it reads and writes its data.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const { GET, HEAD, POST } = embeddedRoute('botcheck');
