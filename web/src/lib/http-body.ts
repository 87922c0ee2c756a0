/**
 * Reading a request body within a size limit, and the error that carries an HTTP status. Shared by
 * the site's own route handlers and the embedded services (embedded/http.ts builds on it).
 */

/** An answer with a status and a short message; thrown anywhere inside a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Bodies are small JSON documents; anything bigger is refused before it is read in full. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

// curl and HTML forms label a raw body x-www-form-urlencoded; it is still read as JSON text.
/** The unread rest of a refused body stays on the connection: the server is asked to close it. */
const CLOSE = { connection: 'close' };

const ACCEPTED_BODY_TYPES = ['text/plain', 'application/json', 'application/x-www-form-urlencoded', ''];

/**
 * Reads a request body as UTF-8 text, refusing more than `limit` bytes without buffering them
 * and refusing media types other than text/plain (what the site's HTTP client sends), JSON and
 * the unlabelled-form type.
 */
export async function readText(
  request: Request,
  limit = DEFAULT_BODY_LIMIT,
  acceptedTypes: readonly string[] = ACCEPTED_BODY_TYPES,
): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!acceptedTypes.includes(type)) {
    throw new HttpError(
      415,
      acceptedTypes === ACCEPTED_BODY_TYPES
        ? 'the body must be JSON sent as text/plain or application/json'
        : `the body must be sent as ${acceptedTypes.filter(Boolean).join(' or ')}`,
      CLOSE,
    );
  }
  const tooLarge = () => new HttpError(413, `the body is larger than ${limit} bytes`, CLOSE);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new HttpError(400, 'the body is not valid UTF-8');
  }
}

/**
 * The deepest nesting of arrays and objects a request body may have. The site's bodies are two or
 * three levels deep; code that walks a parsed body recursively (a canonical form, a schema check,
 * JSON.stringify) would exhaust the stack on a few thousand levels, which fit in a small body.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply a JSON text nests arrays and objects, counted in one pass over its characters (no
 * recursion), skipping strings; it stops counting past `stopAt`.
 */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return deepest;
}

/**
 * Parses a request body's JSON text: a body nested deeper than MAX_JSON_DEPTH is refused (400)
 * before it is parsed, so nothing after it ever walks a deep value; invalid JSON is a 400 too.
 */
export function parseJsonBody(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth) {
    throw new HttpError(400, `the body nests arrays and objects more than ${maxDepth} levels deep`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'the body is not valid JSON');
  }
}
