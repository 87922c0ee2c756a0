/**
 * Reads a legal text written in the legal writers' Markdown format (see the README of
 * legal-from-markdown.ts) and builds the legalDocument the studio edits, with Portable Text bodies.
 * The format is deliberately small: anything outside it is refused with the line it is on, so a
 * draft never loses formatting silently.
 */
import {
  LEGAL_DOCUMENT_TYPES,
  appendixAnchor,
  isLegalDocumentType,
  legalDocumentId,
  legalDocumentProblems,
  type LegalDocumentType,
} from '@paperwise/schemas/documents/legalDocument.rules';
import { LOCALES, type Locale } from '@paperwise/schemas/locales';

export interface PortableTextSpan {
  _key: string;
  _type: 'span';
  marks: string[];
  text: string;
}

export interface PortableTextLink {
  _key: string;
  _type: 'link';
  href: string;
}

export interface PortableTextBlock {
  _key: string;
  _type: 'block';
  style: 'normal';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: PortableTextLink[];
  children: PortableTextSpan[];
}

export interface LegalDocumentDraft {
  _id: string;
  _type: 'legalDocument';
  documentType: LegalDocumentType;
  language: Locale;
  title: string;
  revised: string;
  preamble: PortableTextBlock[];
  sections: Array<{ _key: string; _type: 'legalSection'; number: number; heading: string; body: PortableTextBlock[] }>;
  appendices: Array<{
    _key: string;
    _type: 'legalAppendix';
    label: string;
    heading: string;
    body: PortableTextBlock[];
  }>;
  contactLines: string[];
}

export class LegalMarkdownError extends Error {
  constructor(
    readonly source: string,
    readonly line: number | null,
    detail: string,
  ) {
    super(`${source}${line === null ? '' : `:${line}`}: ${detail}`);
  }
}

interface Line {
  text: string;
  number: number;
}

/** Markdown's ASCII punctuation: a backslash before any of these writes the character itself. */
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/**
 * The character a backslash escape (\*) or a numeric character reference (&#32;, &#x2028;) at `i`
 * stands for, and how long it is; null when there is none at `i`. Named references (&amp;) are
 * not read: the legal format keeps them as written.
 */
function escapeAt(text: string, i: number, fail: (detail: string) => never): { char: string; length: number } | null {
  if (text[i] === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1]!)) return { char: text[i + 1]!, length: 2 };
  if (text[i] !== '&') return null;
  const reference = /^&#(?:([0-9]{1,7})|[xX]([0-9a-fA-F]{1,6}));/.exec(text.slice(i, i + 11));
  if (!reference) return null;
  const code = reference[1] !== undefined ? Number(reference[1]) : parseInt(reference[2]!, 16);
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    fail(`${reference[0]} is not a character, in: ${text}`);
  }
  return { char: String.fromCodePoint(code), length: reference[0].length };
}

/** Text without inline formatting (headings, contact lines): escapes and character references read. */
export function unescapeText(text: string, fail: (detail: string) => never): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const escaped = escapeAt(text, i, fail);
    out += escaped ? escaped.char : text[i]!;
    i += escaped ? escaped.length : 1;
  }
  return out;
}

/**
 * Where the link that opens with "[" at `open` ends: the "]" of its text and the ")" of its
 * address, whose escapes are read. Null when it does not read [text](address).
 */
function linkAt(
  text: string,
  open: number,
  fail: (detail: string) => never,
): { textEnd: number; end: number; href: string } | null {
  let i = open + 1;
  while (i < text.length && text[i] !== ']') {
    if (text[i] === '[') return null;
    i += text[i] === '\\' && ESCAPABLE.test(text[i + 1] ?? '') ? 2 : 1;
  }
  const textEnd = i;
  if (textEnd >= text.length || textEnd === open + 1 || text[textEnd + 1] !== '(') return null;
  let href = '';
  for (i = textEnd + 2; i < text.length && text[i] !== ')';) {
    if (text[i] === '(' || /\s/.test(text[i]!)) return null;
    const escaped = escapeAt(text, i, fail);
    href += escaped ? escaped.char : text[i]!;
    i += escaped ? escaped.length : 1;
  }
  if (i >= text.length || !href) return null;
  return { textEnd, end: i + 1, href };
}

/**
 * Inline Markdown: **bold** and [text](href) only; bold may sit inside a link's text or around it.
 * A backslash before punctuation (\*, \[, \#) and a numeric character reference (&#10;) stand for
 * the character itself, as in CommonMark.
 */
export function parseInline(
  text: string,
  keyPrefix: string,
  fail: (detail: string) => never,
): Pick<PortableTextBlock, 'children' | 'markDefs'> {
  const children: PortableTextSpan[] = [];
  const markDefs: PortableTextLink[] = [];
  let bold = false;
  let link: { key: string; textEnd: number; end: number } | null = null;

  const append = (piece: string) => {
    if (!piece) return;
    const marks = [...(bold ? ['strong'] : []), ...(link ? [link.key] : [])];
    const last = children.at(-1);
    if (last && last.marks.join(' ') === marks.join(' ')) last.text += piece;
    else children.push({ _key: `${keyPrefix}s${children.length}`, _type: 'span', marks, text: piece });
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const escaped = escapeAt(text, i, fail);
    if (link && i === link.textEnd) {
      i = link.end;
      link = null;
    } else if (escaped) {
      append(escaped.char);
      i += escaped.length;
    } else if (text.startsWith('**', i)) {
      bold = !bold;
      i += 2;
    } else if (char === '[' && !link) {
      const found = linkAt(text, i, fail);
      if (!found) fail(`a link must read [text](/path/) with an address and no spaces, in: ${text}`);
      const key = `${keyPrefix}l${markDefs.length}`;
      markDefs.push({ _key: key, _type: 'link', href: found.href });
      link = { key, textEnd: found.textEnd, end: found.end };
      i++;
    } else if (char === '*' || char === '`' || (char === '<' && /[A-Za-z/!]/.test(text[i + 1] ?? ''))) {
      const what = char === '*' ? 'italics' : char === '`' ? 'code' : 'HTML';
      fail(`${what} is not part of the legal format (only **bold** and [links](/path/)), in: ${text}`);
    } else {
      append(char);
      i++;
    }
  }
  if (bold) fail(`a "**" is not closed in: ${text}`);
  return { children, markDefs };
}

const SECTION = /^## (\d+)\. (\S.*)$/;
const APPENDIX = /^## ((?:Schedule|Exhibit) [A-Z])\. (\S.*)$/;
const CONTACT = /^## Contact\s*$/;
const BULLET = /^- (\S.*)$/;
const NUMBERED = /^\d+\. (\S.*)$/;

/** Paragraphs and lists of one part of the document, as Portable Text blocks. */
function parseBlocks(lines: Line[], keyPrefix: string, source: string): PortableTextBlock[] {
  const blocks: PortableTextBlock[] = [];
  let paragraph: Line[] = [];

  const block = (text: string, at: number, listItem?: 'bullet' | 'number'): void => {
    const key = `${keyPrefix}b${blocks.length}`;
    const fail = (detail: string): never => {
      throw new LegalMarkdownError(source, at, detail);
    };
    const inline = parseInline(text, key, fail);
    if (inline.children.length === 0) fail('an empty paragraph or list item');
    blocks.push({
      _key: key,
      _type: 'block',
      style: 'normal',
      ...(listItem ? { listItem, level: 1 } : {}),
      markDefs: inline.markDefs,
      children: inline.children,
    });
  };
  const endParagraph = () => {
    if (paragraph.length) block(paragraph.map((l) => l.text.trim()).join(' '), paragraph[0]!.number);
    paragraph = [];
  };

  let previousWasItem = false;
  for (const line of lines) {
    const text = line.text;
    if (!text.trim()) {
      endParagraph();
      previousWasItem = false;
      continue;
    }
    if (/^\s+([-*+]|\d+\.)\s/.test(text)) {
      throw new LegalMarkdownError(source, line.number, 'nested lists are not allowed in legal texts');
    }
    if (/^#/.test(text)) {
      throw new LegalMarkdownError(
        source,
        line.number,
        `only "## N. Heading", "## Schedule A. Heading", "## Exhibit B. Heading" and "## Contact" headings are allowed, got: ${text}`,
      );
    }
    if (/^\s*\|/.test(text) || /^>/.test(text) || /^!\[/.test(text) || /^[*+] /.test(text)) {
      throw new LegalMarkdownError(
        source,
        line.number,
        `tables, quotes, images and "*" or "+" bullets are not part of the legal format (use "- "): ${text}`,
      );
    }
    const bullet = BULLET.exec(text);
    const numbered = NUMBERED.exec(text);
    if (bullet || numbered) {
      endParagraph();
      block((bullet ?? numbered)![1]!, line.number, bullet ? 'bullet' : 'number');
      previousWasItem = true;
    } else if (previousWasItem) {
      // Markdown would glue this line to the item above; a legal text should not depend on that subtlety.
      throw new LegalMarkdownError(
        source,
        line.number,
        'a text line right under a list item: write the item on one line, or leave a blank line before a new paragraph',
      );
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/** The escapes of a double-quoted YAML string (besides \xHH, \uHHHH and \UHHHHHHHH). */
const YAML_ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};

/**
 * A frontmatter value as YAML reads it: "double quoted" (with backslash escapes), 'single quoted'
 * ('' is a quote), or plain, where " #" starts a comment.
 */
function frontmatterValue(raw: string, fail: (detail: string) => never): string {
  const double = /^"((?:[^"\\]|\\.)*)"\s*(?:#.*)?$/.exec(raw);
  if (double) {
    return double[1]!.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (_, escape: string) => {
      if (escape.length > 1) {
        const code = parseInt(escape.slice(1), 16);
        if (code > 0x10ffff) fail(`\\${escape} is not a character, in: ${raw}`);
        return escape[0] === 'u' ? String.fromCharCode(code) : String.fromCodePoint(code);
      }
      const char = YAML_ESCAPES[escape];
      if (char === undefined) fail(`unknown escape \\${escape} in a quoted value (write \\\\ for a backslash): ${raw}`);
      return char;
    });
  }
  const single = /^'((?:[^']|'')*)'\s*(?:#.*)?$/.exec(raw);
  if (single) return single[1]!.replace(/''/g, "'");
  if (/^["']/.test(raw)) {
    fail(`a value that starts with a quote must be one quoted string (write \\" or '' for a quote inside): ${raw}`);
  }
  return raw.replace(/\s+#.*$/, '');
}

function parseFrontmatter(lines: string[], source: string): { fields: Record<string, string>; bodyStart: number } {
  if (lines[0]?.trim() !== '---') {
    throw new LegalMarkdownError(source, 1, 'the file must start with a "---" frontmatter block');
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) throw new LegalMarkdownError(source, 1, 'the frontmatter block is not closed by "---"');
  const fields: Record<string, string> = {};
  for (let index = 1; index < end; index++) {
    const line = lines[index]!;
    if (!line.trim()) continue;
    const match = /^([A-Za-z]+):\s*(.*?)\s*$/.exec(line);
    if (!match) throw new LegalMarkdownError(source, index + 1, `expected "name: value" in the frontmatter: ${line}`);
    fields[match[1]!] = frontmatterValue(match[2]!, (detail) => {
      throw new LegalMarkdownError(source, index + 1, detail);
    });
  }
  return { fields, bodyStart: end + 1 };
}

/** Converts one Markdown legal text into a legalDocument; throws LegalMarkdownError on anything it cannot represent. */
export function legalDocumentFromMarkdown(markdown: string, source = 'markdown'): LegalDocumentDraft {
  const lines = markdown
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const { fields, bodyStart } = parseFrontmatter(lines, source);

  const { documentType, language, title, revised } = fields;
  if (!isLegalDocumentType(documentType)) {
    throw new LegalMarkdownError(source, null, `documentType must be one of ${LEGAL_DOCUMENT_TYPES.join(', ')}`);
  }
  if (!language || !(LOCALES as readonly string[]).includes(language)) {
    throw new LegalMarkdownError(source, null, `language must be one of ${LOCALES.join(', ')}`);
  }

  type Part =
    | { kind: 'preamble' }
    | { kind: 'section'; number: number; heading: string }
    | { kind: 'appendix'; label: string; heading: string }
    | { kind: 'contact' };
  const parts: Array<{ part: Part; lines: Line[] }> = [{ part: { kind: 'preamble' }, lines: [] }];
  for (let index = bodyStart; index < lines.length; index++) {
    const text = lines[index]!;
    const line = { text, number: index + 1 };
    const section = SECTION.exec(text);
    const appendix = APPENDIX.exec(text);
    const current = parts.at(-1)!;
    const fail = (detail: string): never => {
      throw new LegalMarkdownError(source, line.number, detail);
    };
    if (current.part.kind === 'contact') {
      if (/^#/.test(text)) {
        throw new LegalMarkdownError(source, line.number, 'the "## Contact" block must come last');
      }
      current.lines.push(line);
    } else if (section) {
      parts.push({
        part: { kind: 'section', number: Number(section[1]), heading: unescapeText(section[2]!.trim(), fail) },
        lines: [],
      });
    } else if (appendix) {
      parts.push({
        part: { kind: 'appendix', label: appendix[1]!, heading: unescapeText(appendix[2]!.trim(), fail) },
        lines: [],
      });
    } else if (CONTACT.test(text)) {
      parts.push({ part: { kind: 'contact' }, lines: [] });
    } else {
      current.lines.push(line);
    }
  }

  const doc: LegalDocumentDraft = {
    _id: legalDocumentId(documentType, language as Locale),
    _type: 'legalDocument',
    documentType,
    language: language as Locale,
    title: title ?? '',
    revised: revised ?? '',
    preamble: [],
    sections: [],
    appendices: [],
    contactLines: [],
  };
  for (const { part, lines: partLines } of parts) {
    if (part.kind === 'preamble') doc.preamble = parseBlocks(partLines, 'p', source);
    else if (part.kind === 'section') {
      if (doc.appendices.length) {
        throw new LegalMarkdownError(
          source,
          (partLines[0]?.number ?? 1) - 1,
          `section ${part.number} comes after a schedule or exhibit: numbered sections come first`,
        );
      }
      doc.sections.push({
        _key: `section-${part.number}-${doc.sections.length}`,
        _type: 'legalSection',
        number: part.number,
        heading: part.heading,
        body: parseBlocks(partLines, `s${doc.sections.length + 1}`, source),
      });
    } else if (part.kind === 'appendix') {
      doc.appendices.push({
        _key: appendixAnchor(part.label),
        _type: 'legalAppendix',
        label: part.label,
        heading: part.heading,
        body: parseBlocks(partLines, `a${doc.appendices.length + 1}`, source),
      });
    } else {
      doc.contactLines = partLines
        .filter((l) => l.text.trim())
        .map((l) =>
          unescapeText(l.text.trim(), (detail) => {
            throw new LegalMarkdownError(source, l.number, detail);
          }),
        );
    }
  }

  const problems = legalDocumentProblems(doc);
  if (problems.length) {
    throw new LegalMarkdownError(source, null, problems.map((p) => `${p.field}: ${p.message}`).join('\n  '));
  }
  return doc;
}

/** The plain text of Portable Text blocks, one block per line (for checks and summaries). */
export function blocksToText(blocks: ReadonlyArray<Pick<PortableTextBlock, 'children'>>): string {
  return blocks.map((block) => block.children.map((child) => child.text).join('')).join('\n');
}

/** Characters a line of Markdown cannot hold as they are (line breaks, controls): written as &#N;. */
const AS_REFERENCE = /[\0-\x08\n-\x1f\x7f-\x9f\u2028\u2029]/;
/** What Markdown would read as a character reference (&amp;, &#35;), so its "&" is escaped. */
const REFERENCE_LIKE = /^&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

const reference = (char: string) => `&#${char.codePointAt(0)};`;

interface TextPlace {
  /** The text starts where the importer trims whitespace (a line, a heading, a list item's text). */
  atStart?: boolean;
  /** ... and starts a line, where "#", ">", "- ", "1. " would start a heading, quote or list. */
  lineStart?: boolean;
  /** The text ends where the importer trims whitespace. */
  atEnd?: boolean;
  /** A link follows: a "!" right before it would make it an image. */
  beforeLink?: boolean;
  /** Heading text, where a "#" may close the heading. */
  heading?: boolean;
}

/** Whether a line starting with this text would read as a heading, quote, list or rule in Markdown. */
function startsBlockSyntax(text: string): boolean {
  return /^[#>]/.test(text) || /^[-+](?:\s|$)/.test(text) || /^(?:-[ \t]*)+$/.test(text) || /^=+[ \t]*$/.test(text);
}

/**
 * Text as Markdown that reads back as exactly this text, here and in any CommonMark reader:
 * a backslash before every character that could start formatting (\\ \* \_ \[ \] \` \< \| \~), before
 * "&" where it would start a character reference, before a "!" that would turn the next link into
 * an image, and before what would start a heading, quote or list at the start of a line (\#, \>,
 * \-, 1\.); whitespace where the importer trims it, line breaks and control characters as numeric
 * character references (&#32;, &#10;). An underscore inside a word stays as it is (b_lang): Markdown
 * never reads it as emphasis.
 */
export function escapeText(text: string, place: TextPlace = {}): string {
  const lead = place.atStart ? /^\s*/.exec(text)![0] : '';
  const trail = place.atEnd ? /\s*$/.exec(text.slice(lead.length))![0] : '';
  const middle = text.slice(lead.length, text.length - trail.length);
  const lineStart = place.lineStart && !lead;
  const listNumber = lineStart ? /^\d+(?=[.)](?:\s|$))/.exec(middle) : null;
  let out = '';
  for (let i = 0; i < middle.length; i++) {
    const char = middle[i]!;
    let escape = /[\\`*[\]<|~]/.test(char);
    if (char === '_') escape = !(WORD_CHAR.test(middle[i - 1] ?? '') && WORD_CHAR.test(middle[i + 1] ?? ''));
    else if (char === '&') escape = REFERENCE_LIKE.test(middle.slice(i));
    else if (char === '#' && place.heading) escape = true;
    else if (char === '!' && place.beforeLink && i === middle.length - 1) escape = true;
    if (i === 0 && lineStart && startsBlockSyntax(middle)) escape = true;
    if (listNumber && i === listNumber[0].length) escape = true;
    out += AS_REFERENCE.test(char) ? reference(char) : escape ? `\\${char}` : char;
  }
  return [...lead].map(reference).join('') + out + [...trail].map(reference).join('');
}

/** A link's address, with what would end it or break it escaped: \( \) \\ \< \>, whitespace as &#N;. */
function escapeHref(href: string): string {
  let out = '';
  for (let i = 0; i < href.length; i++) {
    const char = href[i]!;
    if (/\s/.test(char) || AS_REFERENCE.test(char)) out += reference(char);
    else if (/[\\()<>]/.test(char) || (char === '&' && REFERENCE_LIKE.test(href.slice(i)))) out += `\\${char}`;
    else out += char;
  }
  return out;
}

/**
 * A frontmatter value: plain when YAML and the importer read it back as it is, otherwise as a
 * double-quoted string (JSON's escapes, which YAML reads too).
 */
function frontmatterText(value: string): string {
  const plain =
    value !== '' && !/^[\s"'#\-?:,[\]{}&*!|>%@`]/.test(value) && !/\s$|\s#|:(?:\s|$)|[\p{Cc}\u2028\u2029]/u.test(value);
  if (plain) return value;
  return JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

function spansToMarkdown(block: PortableTextBlock): string {
  const hrefs = new Map(block.markDefs.map((def) => [def._key, def.href]));
  const linkOf = (span: PortableTextSpan) => span.marks.find((mark) => hrefs.has(mark)) ?? null;
  // Markdown syntax and text, apart: how a text is escaped depends on what is around it.
  const pieces: Array<{ syntax: string } | { text: string }> = [];
  // Bold toggles as the spans go; a link's text is written as a closed unit, [..](href).
  const write = (spans: PortableTextSpan[]) => {
    let bold = false;
    for (const span of spans) {
      const strong = span.marks.includes('strong');
      if (strong !== bold) pieces.push({ syntax: '**' });
      bold = strong;
      // Spans with the same marks are escaped as one text ("&#9" then ";" must not become "&#9;").
      const last = pieces.at(-1);
      if (last && 'text' in last) last.text += span.text;
      else pieces.push({ text: span.text });
    }
    if (bold) pieces.push({ syntax: '**' });
  };
  let run: PortableTextSpan[] = [];
  let runLink: string | null = null;
  const flush = () => {
    if (run.length && runLink) {
      pieces.push({ syntax: '[' });
      write(run);
      pieces.push({ syntax: `](${escapeHref(hrefs.get(runLink)!)})` });
    } else if (run.length) write(run);
    run = [];
  };
  // An empty span holds nothing to write (and would leave an empty "****").
  for (const span of block.children.filter((child) => child.text)) {
    const link = linkOf(span);
    if (link !== runLink) flush();
    runLink = link;
    run.push(span);
  }
  flush();
  return pieces
    .map((piece, index) => {
      if ('syntax' in piece) return piece.syntax;
      const next = pieces[index + 1];
      return escapeText(piece.text, {
        atStart: index === 0,
        lineStart: index === 0,
        atEnd: index === pieces.length - 1,
        beforeLink: next !== undefined && 'syntax' in next && next.syntax === '[',
      });
    })
    .join('');
}

function blocksToMarkdown(blocks: PortableTextBlock[]): string {
  const out: string[] = [];
  let counter = 0;
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    const sameList = previous?.listItem && previous.listItem === block.listItem;
    if (index > 0 && !sameList) out.push('');
    counter = sameList ? counter + 1 : 1;
    const prefix = block.listItem === 'bullet' ? '- ' : block.listItem === 'number' ? `${counter}. ` : '';
    out.push(prefix + spansToMarkdown(block));
  });
  return out.join('\n');
}

/**
 * The Markdown of a legal document, in the writers' format: what legal staff edit offline and
 * import again with legalDocumentFromMarkdown. Converting back and forth changes nothing.
 */
export function legalDocumentToMarkdown(doc: LegalDocumentDraft): string {
  const heading = (text: string) => escapeText(text, { atStart: true, atEnd: true, heading: true });
  const parts = [
    [
      '---',
      `documentType: ${doc.documentType}`,
      `language: ${doc.language}`,
      `title: ${frontmatterText(doc.title)}`,
      `revised: ${frontmatterText(doc.revised)}`,
      '---',
    ].join('\n'),
  ];
  if (doc.preamble.length) parts.push(blocksToMarkdown(doc.preamble));
  for (const section of doc.sections)
    parts.push(`## ${section.number}. ${heading(section.heading)}\n\n${blocksToMarkdown(section.body)}`);
  for (const appendix of doc.appendices)
    parts.push(`## ${appendix.label}. ${heading(appendix.heading)}\n\n${blocksToMarkdown(appendix.body)}`);
  // An empty contact line is not written: the importer reads a blank line as nothing.
  const contactLines = doc.contactLines
    .filter((line) => line !== '')
    .map((line) => escapeText(line, { atStart: true, lineStart: true, atEnd: true }));
  parts.push(['## Contact', '', ...contactLines].join('\n'));
  return parts.join('\n\n') + '\n';
}
