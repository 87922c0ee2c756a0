import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { redirectTo, safeSitePath } from '../draft-cookies';

/**
 * Leaves draft mode and goes back to the page the editor was on (the Referer, when it is a page
 * of this site), now as visitors see it. Harmless to anyone, so it needs no secret.
 */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  return redirectTo(safeSitePath(sameSitePath(request)));
}

function sameSitePath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.headers.get('host') ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
