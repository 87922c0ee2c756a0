import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { checkWebhookSignature, SIGNATURE_HEADER } from '@/content/webhook-signature';
import { HttpError, readText } from '@/lib/http-body';
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

export async function POST(request: NextRequest) {
  const secret = env().SANITY_REVALIDATE_SECRET;
  if (!secret) return message(503, 'Revalidation is not configured (SANITY_REVALIDATE_SECRET).');
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
    json = JSON.parse(body);
  } catch {
    return message(400, 'Body is not JSON.');
  }
  const payload = payloadSchema.safeParse(json);
  if (!payload.success) return message(400, 'Body must be {"_type": string, "_id": string}.');
  revalidateTag(payload.data._type, 'max');
  return NextResponse.json({ revalidated: [payload.data._type] });
}

function message(status: number, text: string) {
  return NextResponse.json({ message: text }, { status });
}
