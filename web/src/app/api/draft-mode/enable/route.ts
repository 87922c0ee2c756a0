import { urlSearchParamPreviewSecret, validatePreviewUrl } from '@sanity/preview-url-secret';
import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { draftModeProblem, previewSecretClient } from '@/content/sanity-client';
import { logError } from '@/lib/log';
import { env } from '@/env';
import { requestClientAddress } from '@/client-address';
import { siteRateLimit } from '@/rate-limits';
import { inCrossSiteFrame, message, partitionDraftModeCookie, redirectTo, safeSitePath } from '../draft-cookies';

/** Secrets the studio makes are short; anything much longer is not one. */
const MAX_SECRET_LENGTH = 256;

/**
 * The presentation tool's "preview mode" entry: /api/draft-mode/enable/?sanity-preview-secret=…
 * &sanity-preview-pathname=/fr/docs/…/. The studio writes a short-lived secret document to the
 * dataset before opening the URL; validatePreviewUrl (@sanity/preview-url-secret, what next-sanity's
 * defineEnableDraftMode uses) looks it up with the read token. The secret is matched by the
 * dataset's query, never compared in this process, so there is no comparison here to time.
 * Without a Sanity project the dataset is the local Content Lake, which the studio at /studio/
 * writes the secret to and the site reads back over its loopback address.
 * Written out rather than defineEnableDraftMode so that a missing configuration, a malformed
 * secret or an unreachable API answer a clear 4xx/502 instead of a 500, and the redirect can only
 * stay on this site.
 */
export async function GET(request: NextRequest) {
  const problem = draftModeProblem();
  if (problem) return message(404, problem);
  // Each call asks the dataset about a secret: a client guessing secrets is slowed to a few a minute.
  const verdict = await siteRateLimit('draft-client').consume(requestClientAddress(request.headers));
  if (!verdict.allowed) {
    const refused = message(429, 'Too many preview requests from this address. Try again in a minute.');
    refused.headers.set('Retry-After', String(verdict.retryAfterSeconds));
    return refused;
  }
  const secret = request.nextUrl.searchParams.get(urlSearchParamPreviewSecret);
  if (!secret?.trim()) {
    return message(400, `Missing ${urlSearchParamPreviewSecret}: open the page from the studio's Presentation tool.`);
  }
  if (secret.length > MAX_SECRET_LENGTH) return message(400, `${urlSearchParamPreviewSecret} is too long.`);

  let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    result = await validatePreviewUrl(await previewSecretClient(), request.url);
  } catch (error) {
    logError('Could not check the preview secret with Sanity', error);
    return message(502, 'Could not check the preview secret with Sanity. Try again in a moment.');
  }
  if (!result.isValid) {
    return message(401, 'The preview secret is wrong or has expired: open the page again from the studio.');
  }

  (await draftMode()).enable();
  if (inCrossSiteFrame(request, env().NODE_ENV === 'production')) await partitionDraftModeCookie();
  return redirectTo(safeSitePath(result.redirectTo));
}
