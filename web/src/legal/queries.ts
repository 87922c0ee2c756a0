import { defineQuery } from 'groq';

/**
 * A legal text in the reader's language, or the English text where that language has none (the
 * affiliate agreement exists in English only): the page says so when `language` differs from $locale.
 */
export const LEGAL_DOCUMENT_QUERY = defineQuery(`coalesce(
  *[_type == "legalDocument" && documentType == $documentType && language == $locale][0],
  *[_type == "legalDocument" && documentType == $documentType && language == "en"][0]
){
  _id,
  documentType,
  language,
  title,
  revised,
  preamble,
  sections[]{ _key, number, heading, body },
  appendices[]{ _key, label, heading, body },
  contactLines
}`);

/** The languages a legal text exists in, with their revision dates. */
export const LEGAL_DOCUMENT_LANGUAGES_QUERY = defineQuery(`*[_type == "legalDocument" && documentType == $documentType]
  | order(language asc){ language, revised }`);
