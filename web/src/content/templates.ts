import 'server-only';
import { cache } from 'react';
import { perLanguageDocumentId } from '@paperwise/schemas/ids';
import type { Locale } from '@paperwise/schemas/locales';
import { LandingContentError } from './content-error';
import { fetchContent } from './fetch';
import { DEFAULT_DOCUMENTS_QUERY } from './queries';
import type { DefaultDocuments, RawDefaults, TemplateEntry } from './types';

type RawEntry = NonNullable<NonNullable<NonNullable<RawDefaults>['documents']>[number]>;

/** The stored entries, complete; an incomplete one is a content error naming the document. */
export function templateEntries(
  raw: readonly RawEntry[] | null | undefined,
  id: string,
  what: string,
): TemplateEntry[] {
  return (raw ?? []).map((entry, index) => {
    const { _key, label, templateId, url, thumb, search } = entry;
    if (!_key || !label || templateId === null || !url || !thumb || !search) {
      throw new LandingContentError(id, `${what} entry ${index + 1} is incomplete`);
    }
    return { _key, label, templateId, url, thumb, search };
  });
}

/** A language's defaults, checked: a keyword and exactly 12 complete templates. */
export function toDefaults(raw: RawDefaults | undefined, id: string, locale: Locale): DefaultDocuments {
  if (!raw?.keyword) throw new LandingContentError(id, `there are no default templates for "${locale}"`);
  const documents = templateEntries(raw.documents, id, 'default template');
  if (documents.length !== 12) {
    throw new LandingContentError(id, `the default templates of "${locale}" hold ${documents.length} entries, not 12`);
  }
  return { keyword: raw.keyword, documents };
}

/** A language's default keyword and 12 templates (the search page's fallback). */
export const getDefaultDocuments = cache(async (locale: Locale): Promise<DefaultDocuments> => {
  const raw = await fetchContent(DEFAULT_DOCUMENTS_QUERY, { locale }, ['defaultDocuments']);
  return toDefaults(raw, perLanguageDocumentId('defaultDocuments', locale), locale);
});
