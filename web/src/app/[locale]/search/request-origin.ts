import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/env';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

/**
 * This site's origin, for server-side calls to the embedded services (their base URLs are paths).
 * SITE_URL wins when set; otherwise the request's own host, checked to be a plain host[:port].
 */
export async function requestOrigin(): Promise<string> {
  const configured = env().SITE_URL;
  if (configured) return new URL(configured).origin;
  const h = await headers();
  const host = h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host') || '';
  if (!HOST.test(host)) throw new Error('The request has no usable Host header; set SITE_URL.');
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}
