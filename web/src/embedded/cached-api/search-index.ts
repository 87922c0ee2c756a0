import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { openDatabase } from '../sqlite';
import {
  AREA_NAMES,
  LANGUAGES,
  POPULAR_IDS,
  documentUrl,
  nameIn,
  slugify,
  type Language,
  type Template,
} from './catalogue';

export interface SearchDocument {
  id: number;
  label: string;
  url: string;
  thumb: string;
  search: string;
}

const MAX_TERMS = 8;

/**
 * A full-text index over the catalogue in SQLite FTS5 (in memory, built at start). Each
 * language has one row per template: its name in that language, or the English one where it
 * has none, plus the area and kind as tags. The unicode61 tokenizer with remove_diacritics 2
 * makes matching case- and accent-insensitive; terms match as prefixes. Ranking: the template
 * whose name is the query itself first, then BM25 over the names (shorter, closer names first),
 * then BM25 over the tags (a match by area or kind only comes last).
 */
export function createSearchIndex(templates: Template[], thumbBase: string) {
  const db: DatabaseSync = openDatabase(':memory:');
  db.exec(`CREATE VIRTUAL TABLE names USING fts5(
    name, tags, lang UNINDEXED, template_id UNINDEXED, slug UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2'
  )`);
  const insert = db.prepare('INSERT INTO names (name, tags, lang, template_id, slug) VALUES (?, ?, ?, ?, ?)');
  db.exec('BEGIN');
  for (const template of templates) {
    for (const language of LANGUAGES) {
      const tags = `${AREA_NAMES[template.area][language]} ${AREA_NAMES[template.area].en} ${template.kind}`;
      insert.run(nameIn(template, language), tags, language, template.id, slugify(nameIn(template, language)));
    }
  }
  db.exec('COMMIT');
  const byId = new Map(templates.map((t) => [t.id, t]));
  const popular = [
    ...POPULAR_IDS.map((id) => byId.get(id)).filter((t): t is Template => Boolean(t)),
    ...templates.filter((t) => !(POPULAR_IDS as readonly number[]).includes(t.id)).sort((a, b) => a.id - b.id),
  ];

  const countStatement = db.prepare('SELECT COUNT(*) AS n FROM names WHERE names MATCH ? AND lang = ?');
  const pageStatement: StatementSync = db.prepare(
    `SELECT template_id AS id FROM names WHERE names MATCH ? AND lang = ?
     ORDER BY slug = ? DESC, bm25(names, 1.0, 0.0), bm25(names, 0.0, 1.0), template_id LIMIT ? OFFSET ?`,
  );

  function toDocument(template: Template, language: Language): SearchDocument {
    const slug = slugify(nameIn(template, language));
    return {
      id: template.id,
      label: nameIn(template, language),
      url: documentUrl(template, language),
      thumb: `${thumbBase}imgs/250px/${template.id}.png`,
      search: `/search/?t=${slug}`,
    };
  }

  /**
   * Ranked matches for a query such as 'business-plan' or 'contrat de distribution'. All terms
   * must match; if that finds nothing, a template matching any word of four letters or more
   * counts, so that a long keyword still finds its closest templates. No term at all, or no match: total 0.
   */
  function search(query: string, language: Language, batch: number, page: number) {
    const words = queryWords(query);
    if (words.length === 0) return { total: 0, documents: [] as SearchDocument[] };
    const expressions = [words.map(prefixTerm).join(' AND ')];
    // The any-word fallback leaves out short words (de, of, and): they alone would match half the library.
    const longWords = words.filter((word) => word.length >= 4);
    if (words.length > 1 && longWords.length > 0) expressions.push(longWords.map(prefixTerm).join(' OR '));
    for (const expression of expressions) {
      const total = (countStatement.get(expression, language) as { n: number }).n;
      if (total === 0) continue;
      const rows = pageStatement.all(expression, language, slugify(query), batch, batch * page) as Array<{
        id: number;
      }>;
      return { total, documents: rows.map((row) => toDocument(byId.get(Number(row.id))!, language)) };
    }
    return { total: 0, documents: [] as SearchDocument[] };
  }

  function top(language: Language, count: number): SearchDocument[] {
    return popular.slice(0, count).map((template) => toDocument(template, language));
  }

  return { search, top, get: (id: number) => byId.get(id), size: templates.length, close: () => db.close() };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * The words of a query: runs of letters and digits only, so that no input can be read as FTS5
 * syntax (NEAR, column filters, quotes, stars); dashes and other punctuation separate words.
 */
export function queryWords(query: string): string[] {
  return query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/** A quoted FTS5 prefix term. */
function prefixTerm(word: string): string {
  return `"${word}"*`;
}
