import { landingPathProblem } from '@paperwise/schemas/locales';
import { signupDetails } from '@/components/signup/variant-details-server';
import { isLocale } from '@/i18n/routing';

export const dynamic = 'force-dynamic';

function answer(status: number, body: unknown): Response {
  // Revalidated on every use: a publish changes the dialog's copy as soon as it changes the page.
  return Response.json(body, { status, headers: { 'cache-control': 'no-cache' } });
}

/**
 * GET /api/signup-variant/?locale=fr&path=/docs/ab/15.10.24/01/: the rest of a landing page's
 * sign-up variant, which its engine asks for on the visitor's first intent or when the page is idle
 * (components/signup/variant-details.ts). A plain GET, not a server action: it never waits in the
 * router's queue behind (or holds up) a navigation. Draft mode reads drafts, as the page does.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale');
  const path = params.get('path');
  if (!isLocale(locale)) return answer(400, { error: 'Give the page’s language (locale), e.g. locale=fr.' });
  if (path === null)
    return answer(400, { error: 'Give the landing page’s address (path), e.g. path=/docs/free-demo/.' });
  // The studio's own rule for a landing address: nothing else reaches the content lookup.
  const problem = landingPathProblem(path);
  if (problem !== null) return answer(400, { error: problem });
  const details = await signupDetails(locale, path);
  if (!details) return answer(404, { error: `No landing page at ${path} in ${locale}.` });
  return answer(200, details);
}
