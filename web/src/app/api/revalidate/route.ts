import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { checkWebhookSignature, SIGNATURE_HEADER } from '@/content/webhook-signature';
import { HttpError, parseJsonBody, readText } from '@/lib/http-body';
import { env } from '@/env';

/**
 * Sanity's publish webhook (projection `{_type, _id}`). A valid, fresh signature revalidates the
 * pages whose queries carry the document's type as a cache tag (see content/fetch.ts).
 */
const payloadSchema = z.object({
  _type: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/),
  _id: z.string().min(1).max(200),
});

const MAX_BODY_BYTES = 64 * 1024;

/** Without its secret the webhook does not exist: every method gets the 404 of an unknown address. */
function absent(): NextResponse {
  return message(404, 'Not found.');
}

/** The webhook takes POST only; without its secret the other methods find nothing either. */
function notPost(): NextResponse {
  return env().SANITY_REVALIDATE_SECRET ? message(405, 'Use POST.', { allow: 'POST' }) : absent();
}
export const GET = notPost;
export const PUT = notPost;
export const PATCH = notPost;
export const DELETE = notPost;

export async function POST(request: NextRequest) {
  const secret = env().SANITY_REVALIDATE_SECRET;
  if (!secret) return absent();
  let body: string;
  try {
    // Bounded: a chunked body with no length is refused past the limit, not buffered whole.
    body = await readText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return message(error.status, `${error.message}.`);
    throw error;
  }
  const signature = checkWebhookSignature(body, request.headers.get(SIGNATURE_HEADER), secret);
  if (!signature.ok) return message(401, `Invalid signature: ${signature.reason}.`);
  let json: unknown;
  try {
    json = parseJsonBody(body);
  } catch {
    return message(400, 'Body is not JSON, or nests too deeply.');
  }
  const payload = payloadSchema.safeParse(json);
  if (!payload.success) return message(400, 'Body must be {"_type": string, "_id": string}.');
  revalidateTag(payload.data._type, 'max');
  return NextResponse.json({ revalidated: [payload.data._type] });
}

function message(status: number, text: string, headers: Record<string, string> = {}) {
  return NextResponse.json({ message: text }, { status, headers });
}
