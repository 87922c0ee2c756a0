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

/** Inline Markdown: **bold** and [text](href) only; bold may sit inside a link's text or around it. */
export function parseInline(
  text: string,
  keyPrefix: string,
  fail: (detail: string) => never,
): Pick<PortableTextBlock, 'children' | 'markDefs'> {
  const children: PortableTextSpan[] = [];
  const markDefs: PortableTextLink[] = [];
  let bold = false;

  const append = (piece: string, linkKey?: string) => {
    if (!piece) return;
    const marks = [...(bold ? ['strong'] : []), ...(linkKey ? [linkKey] : [])];
    const last = children.at(-1);
    if (last && last.marks.join(' ') === marks.join(' ')) last.text += piece;
    else children.push({ _key: `${keyPrefix}s${children.length}`, _type: 'span', marks, text: piece });
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (text.startsWith('**', i)) {
      bold = !bold;
      i += 2;
    } else if (char === '[') {
      const link = /^\[([^\]]+)\]\(([^()\s]+)\)/.exec(text.slice(i));
      if (!link) fail(`a link must read [text](/path/) with an address and no spaces, in: ${text}`);
      const key = `${keyPrefix}l${markDefs.length}`;
      markDefs.push({ _key: key, _type: 'link', href: link[2]! });
      link[1]!.split('**').forEach((piece, index) => {
        if (index > 0) bold = !bold;
        append(piece, key);
      });
      i += link[0].length;
    } else if (char === '\\' && i + 1 < text.length && /[\\*[\]()`_<>#-]/.test(text[i + 1]!)) {
      append(text[i + 1]!);
      i += 2;
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
    let value = match[2]!.replace(/\s+#.*$/, '');
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    fields[match[1]!] = value;
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
    if (current.part.kind === 'contact') {
      if (/^#/.test(text)) {
        throw new LegalMarkdownError(source, line.number, 'the "## Contact" block must come last');
      }
      current.lines.push(line);
    } else if (section) {
      parts.push({
        part: { kind: 'section', number: Number(section[1]), heading: section[2]!.trim() },
        lines: [],
      });
    } else if (appendix) {
      parts.push({ part: { kind: 'appendix', label: appendix[1]!, heading: appendix[2]!.trim() }, lines: [] });
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
      doc.contactLines = partLines.map((l) => l.text.trim()).filter(Boolean);
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

function spansToMarkdown(block: PortableTextBlock): string {
  const hrefs = new Map(block.markDefs.map((def) => [def._key, def.href]));
  const linkOf = (span: PortableTextSpan) => span.marks.find((mark) => hrefs.has(mark)) ?? null;
  const escape = (text: string) => text.replace(/([\\*[\]`])/g, '\\$1');
  // Bold toggles as the spans go; a link's text is written as a closed unit, [..](href).
  const write = (spans: PortableTextSpan[]) => {
    let out = '';
    let bold = false;
    for (const span of spans) {
      const strong = span.marks.includes('strong');
      if (strong !== bold) out += '**';
      bold = strong;
      out += escape(span.text);
    }
    return bold ? `${out}**` : out;
  };
  let out = '';
  let run: PortableTextSpan[] = [];
  let runLink: string | null = null;
  const flush = () => {
    if (run.length) out += runLink ? `[${write(run)}](${hrefs.get(runLink)})` : write(run);
    run = [];
  };
  for (const span of block.children) {
    const link = linkOf(span);
    if (link !== runLink) flush();
    runLink = link;
    run.push(span);
  }
  flush();
  // Two bold runs that meet around a link read better as one: "**a** [b](c)" stays, "****" goes.
  return out.replace(/\*\*\*\*/g, '');
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
  const parts = [
    [
      '---',
      `documentType: ${doc.documentType}`,
      `language: ${doc.language}`,
      `title: ${doc.title}`,
      `revised: ${doc.revised}`,
      '---',
    ].join('\n'),
  ];
  if (doc.preamble.length) parts.push(blocksToMarkdown(doc.preamble));
  for (const section of doc.sections)
    parts.push(`## ${section.number}. ${section.heading}\n\n${blocksToMarkdown(section.body)}`);
  for (const appendix of doc.appendices)
    parts.push(`## ${appendix.label}. ${appendix.heading}\n\n${blocksToMarkdown(appendix.body)}`);
  parts.push(['## Contact', '', ...doc.contactLines].join('\n'));
  return parts.join('\n\n') + '\n';
}
