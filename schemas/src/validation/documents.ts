import type { ValidationContext } from 'sanity';
import { SANITY_API_VERSION } from '../api-version';

/** The API version the validators' queries are written for. */
export const VALIDATION_API_VERSION = SANITY_API_VERSION;

/** The published id of a document, whether the studio hands us the draft or the published one. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '');
}

function documentOf(context: ValidationContext): { _id: string; _type: string; [key: string]: unknown } | null {
  const doc = context.document as { _id?: unknown; _type?: unknown } | undefined;
  if (!doc || typeof doc._id !== 'string' || typeof doc._type !== 'string') return null;
  return doc as { _id: string; _type: string };
}

/**
 * Another document of the type of `doc`, in `language` unless it is null, for which the GROQ
 * `condition` holds (with `params`), or null. The document's own draft and published copies do not
 * count, nor do release versions; a draft of another document does.
 */
async function findOther(
  context: ValidationContext,
  doc: { _id: string; _type: string },
  condition: string,
  params: Record<string, unknown>,
  language: unknown,
): Promise<string | null> {
  const id = publishedId(doc._id);
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION });
  const query = `*[_type == $type && (${condition}) && ($language == null || language == $language)
    && !(_id in [$id, $draft]) && !(_id in path("versions.**"))][0]._id`;
  const found = await client.fetch<string | null>(query, {
    ...params,
    type: doc._type,
    language,
    id,
    draft: `drafts.${id}`,
  });
  return found ? publishedId(found) : null;
}

/**
 * Another document of the same type and language holding the same value in `field`, or null.
 * The document's own draft and published copies do not count; neither do release versions.
 */
export async function findClash(
  context: ValidationContext,
  field: string,
  value: unknown,
  options: { sameLanguage: boolean },
): Promise<string | null> {
  const doc = documentOf(context);
  if (!doc || value === undefined || value === null || value === '') return null;
  const language = options.sameLanguage ? (doc.language ?? null) : null;
  return findOther(context, doc, `${field} == $value`, { value }, language);
}

/**
 * A published or draft document of another type `type`, in the same language as the document being
 * checked, holding the same value in `field`, or null. Documents in other languages never clash.
 */
export async function findSameLanguageOfType(
  context: ValidationContext,
  type: string,
  field: string,
  value: unknown,
): Promise<string | null> {
  const doc = documentOf(context);
  if (!doc || typeof doc.language !== 'string' || value === undefined || value === null || value === '') return null;
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION });
  const query = `*[_type == $type && ${field} == $value && language == $language && !(_id in path("versions.**"))][0]._id`;
  const found = await client.fetch<string | null>(query, { type, value, language: doc.language });
  return found ? publishedId(found) : null;
}

/** A rule.custom() validator: the value must not be used by another document (of the same language). */
export function unique(field: string, describe: (value: string, other: string) => string, sameLanguage = true) {
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    const other = await findClash(context, field, value, { sameLanguage });
    return other ? describe(String(value), other) : true;
  };
}

/** The language of a referenced document, to check it matches the referring one. */
export async function referencedLanguage(context: ValidationContext, ref: string): Promise<string | null> {
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION });
  return client.fetch<string | null>('*[_id in [$id, $draft]][0].language', { id: ref, draft: `drafts.${ref}` });
}

/**
 * A rule.custom() validator of a reference: the referenced `what` (dialog, plan) is in the language
 * of the page that refers to it. Nothing to check while either is unknown.
 */
export function inPageLanguage(what: string) {
  return async (value: { _ref?: string } | undefined, context: ValidationContext): Promise<true | string> => {
    const pageLanguage = (context.document as { language?: string } | undefined)?.language;
    if (!value?._ref || !pageLanguage) return true;
    const language = await referencedLanguage(context, value._ref);
    return language && language !== pageLanguage
      ? `This ${what} is in “${language}” but the page is in “${pageLanguage}”: pick the ${pageLanguage} ${what}.`
      : true;
  };
}

/**
 * Another document of the same type and language for which the GROQ `condition` holds (with
 * `params`), or null. As in findClash, the document's own draft and published copies do not count,
 * nor do release versions; a draft of another document does.
 */
export async function findOtherWhere(
  context: ValidationContext,
  condition: string,
  params: Record<string, unknown>,
): Promise<string | null> {
  const doc = documentOf(context);
  if (!doc || typeof doc.language !== 'string') return null;
  return findOther(context, doc, condition, params, doc.language);
}

/** The published copy and the draft of a referenced document (each null when missing), with their language. */
export async function referencedState(
  context: ValidationContext,
  ref: string,
): Promise<{ published: { language: string | null } | null; draft: { language: string | null } | null }> {
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION });
  const id = publishedId(ref);
  const found = await client.fetch<Array<{ _id: string; language?: string | null }> | null>(
    '*[_id in [$id, $draft]]{ _id, language }',
    { id, draft: `drafts.${id}` },
    // Drafts and published copies side by side, whatever perspective the studio is showing.
    { perspective: 'raw' },
  );
  const of = (wanted: string) => {
    const doc = (found ?? []).find((candidate) => candidate._id === wanted);
    return doc ? { language: doc.language ?? null } : null;
  };
  return { published: of(id), draft: of(`drafts.${id}`) };
}
