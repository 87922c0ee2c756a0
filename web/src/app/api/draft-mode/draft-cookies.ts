import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';

/** Next's draft-mode cookie (set by draftMode().enable(), removed by disable()). */
const BYPASS_COOKIE = '__prerender_bypass';

/**
 * A path of this site to send the browser to, from an untrusted one: '/' unless it is a single
 * leading slash followed by no slash or backslash ('//host' and '/\host' would leave the site).
 */
export function safeSitePath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || /^\/[/\\]/.test(candidate)) return '/';
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return '/';
  return candidate;
}

/**
 * The studio shows the site in an iframe of another site: browsers that block third-party
 * cookies (Safari, Chrome with the setting on) only keep a cookie there if it is partitioned
 * (CHIPS), and only a secure one. Same-site and top-level visits keep the ordinary cookie.
 */
export function inCrossSiteFrame(request: NextRequest, secure: boolean): boolean {
  return (
    secure &&
    request.headers.get('sec-fetch-dest') === 'iframe' &&
    request.headers.get('sec-fetch-site') === 'cross-site'
  );
}

/**
 * Stores the draft-mode cookie that draftMode().enable() just set again, partitioned. That copy
 * lives in the studio's partition only: the disable route, used at the top level, never sees it,
 * and the studio's frame keeps draft mode while the editor works there.
 */
export async function partitionDraftModeCookie(): Promise<void> {
  const jar = await cookies();
  const value = jar.get(BYPASS_COOKIE)?.value;
  if (!value) return;
  const options = { httpOnly: true, path: '/', secure: true, sameSite: 'none' as const, partitioned: true };
  jar.set({ name: BYPASS_COOKIE, value, ...options });
}

/** A redirect to a path of this site (relative Location: no host taken from the request). */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

export function message(status: number, text: string) {
  return NextResponse.json({ message: text }, { status, headers: { 'Cache-Control': 'no-store' } });
}
