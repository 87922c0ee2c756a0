import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_DOCUMENT_TYPES,
  legalDocumentId,
  legalDocumentProblems,
} from '@paperwise/schemas/documents/legalDocument.rules';
import { LOCALES } from '@paperwise/schemas/locales';
import {
  LegalMarkdownError,
  legalDocumentFromMarkdown,
  legalDocumentToMarkdown,
  type LegalDocumentDraft,
  type PortableTextBlock,
} from './legal-markdown';

// Exporting a legal text to Markdown and importing it again must give back the same text: same
// blocks, same marks, same characters, whatever characters the text holds.

/** What a document says, without the keys the importer makes up (a studio document has others). */
function shape(doc: LegalDocumentDraft) {
  const blocks = (list: PortableTextBlock[]) =>
    list.map((block) => {
      const hrefs = new Map(block.markDefs.map((def) => [def._key, def.href]));
      const spans: Array<{ text: string; strong: boolean; href: string | null }> = [];
      for (const child of block.children) {
        if (!child.text) continue;
        const strong = child.marks.includes('strong');
        const href = hrefs.get(child.marks.find((mark) => hrefs.has(mark)) ?? '') ?? null;
        const last = spans.at(-1);
        // Two spans side by side with the same marks are one run of text to a reader.
        if (last && last.strong === strong && last.href === href) last.text += child.text;
        else spans.push({ text: child.text, strong, href });
      }
      return { style: block.style, listItem: block.listItem ?? null, level: block.level ?? null, spans };
    });
  return {
    _id: doc._id,
    documentType: doc.documentType,
    language: doc.language,
    title: doc.title,
    revised: doc.revised,
    preamble: blocks(doc.preamble),
    sections: doc.sections.map((s) => ({ number: s.number, heading: s.heading, body: blocks(s.body) })),
    appendices: doc.appendices.map((a) => ({ label: a.label, heading: a.heading, body: blocks(a.body) })),
    contactLines: doc.contactLines,
  };
}

const roundTrip = (doc: LegalDocumentDraft) => legalDocumentFromMarkdown(legalDocumentToMarkdown(doc), doc._id);

interface SpanSpec {
  text: string;
  strong: boolean;
  link?: number;
}

function block(spans: SpanSpec[], listItem?: 'bullet' | 'number', hrefs: string[] = ['/company/refund-policy/']) {
  const used = [...new Set(spans.flatMap((span) => (span.link === undefined ? [] : [span.link])))];
  return {
    _key: 'k',
    _type: 'block' as const,
    style: 'normal' as const,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs: used.map((n) => ({ _key: `link${n}`, _type: 'link' as const, href: hrefs[n % hrefs.length]! })),
    children: spans.map((span, index) => ({
      _key: `s${index}`,
      _type: 'span' as const,
      marks: [...(span.strong ? ['strong'] : []), ...(span.link === undefined ? [] : [`link${span.link}`])],
      text: span.text,
    })),
  };
}

function legalDoc(parts: Partial<LegalDocumentDraft> = {}): LegalDocumentDraft {
  const documentType = parts.documentType ?? 'eula';
  const language = parts.language ?? 'en';
  return {
    _id: legalDocumentId(documentType, language),
    _type: 'legalDocument',
    documentType,
    language,
    title: 'End-User Licence Agreement',
    revised: '2024-09-30',
    preamble: [],
    sections: [{ _key: 'section-1-0', _type: 'legalSection', number: 1, heading: 'Scope', body: [] }],
    appendices: [],
    contactLines: ['Paperwise Software Inc.'],
    ...parts,
  };
}

const paragraph = (text: string) => block([{ text, strong: false }]);

describe('texts that hold Markdown syntax', () => {
  const texts = [
    'A <b>bold</b> claim and <!-- a comment --> and <https://example.com>',
    '1. not a numbered item',
    '2) not one either',
    '- not a bullet',
    '+ not a bullet',
    '* not a bullet',
    '# not a heading',
    '> not a quote',
    '---',
    '===',
    '| a | b |',
    '![not an image](/x/)',
    'C:\\Users\\legal\\ and a trailing backslash \\',
    '*not italic*, **not bold**, _not emphasis_, __nor this__, b_lang stays',
    '[not a link](/x/) and [brackets]',
    '`not code` and ```fences```',
    '~~not struck~~',
    'AT&T, &amp; &#35; &#x41; & co',
    '  leading and trailing spaces  ',
    'two\nlines and a\r\nWindows break and a\u2028separator',
    '\u00a0no-break spaces\u00a0',
  ];

  it.each(texts)('a paragraph, a list item, a heading and a contact line read %j back', (text) => {
    const doc = legalDoc({
      preamble: [
        paragraph(text),
        block([{ text, strong: true }], 'bullet'),
        block([{ text, strong: false }], 'number'),
      ],
      sections: [{ _key: 'section-1-0', _type: 'legalSection', number: 1, heading: text, body: [paragraph(text)] }],
      contactLines: ['Paperwise Software Inc.', text],
    });
    expect(shape(roundTrip(doc))).toEqual(shape(doc));
  });

  it('a title with " #", quotes or a line break reads back', () => {
    for (const title of ['Terms #2', '"Quoted" title', "'single'", 'a: b', '#1 Terms', ' padded ', 'two\nlines']) {
      expect(roundTrip(legalDoc({ title })).title).toBe(title);
    }
  });

  it('a link address with spaces, parentheses, backslashes or "&" reads back', () => {
    const hrefs = ['/a b/', '/x_(y)/', 'https://example.com/?a=1&b=2', '/&amp;/', '\\\\server\\share'];
    const doc = legalDoc({
      preamble: hrefs.map((href) => block([{ text: 'see', strong: false, link: 0 }], undefined, [href])),
    });
    expect(shape(roundTrip(doc))).toEqual(shape(doc));
  });

  it('escapes what it must and leaves ordinary legal prose readable', () => {
    const doc = legalDoc({
      preamble: [
        paragraph('# Note: 1. b_lang, _ga and AT&T cost 30% (see "Terms"); use *care*.'),
        block(
          [
            { text: 'Watch out!', strong: false },
            { text: 'link', strong: false, link: 0 },
          ],
          'bullet',
        ),
      ],
    });
    const markdown = legalDocumentToMarkdown(doc);
    expect(markdown).toContain('\\# Note: 1. b_lang, \\_ga and AT&T cost 30% (see "Terms"); use \\*care\\*.');
    expect(markdown).toContain('- Watch out\\![link](/company/refund-policy/)');
  });
});

describe('the importer reads escapes as CommonMark does', () => {
  const front = '---\ndocumentType: eula\nlanguage: en\ntitle: T\nrevised: 2024-09-30\n---\n\n';
  const read = (body: string) => legalDocumentFromMarkdown(`${front}${body}\n\n## Contact\n\nX\n`, 'draft.md');

  it('takes a backslash before punctuation and a numeric reference as the character itself', () => {
    const doc = read('## 1. Scope \\#1\n\n\\- a \\& b &#42; &#x2A; c\\d &amp;');
    expect(doc.sections[0]!.heading).toBe('Scope #1');
    expect(doc.sections[0]!.body[0]!.children[0]!.text).toBe('- a & b * * c\\d &amp;');
  });

  it('refuses a reference to no character, with its line', () => {
    expect(() => read('## 1. Scope\n\nA &#xD800; surrogate.')).toThrow(/^draft\.md:10: &#xD800; is not a character/);
  });

  it('reads quoted titles as YAML does and refuses a broken one', () => {
    const title = (value: string) =>
      legalDocumentFromMarkdown(
        `---\ndocumentType: eula\nlanguage: en\ntitle: ${value}\nrevised: 2024-09-30\n---\n\n## 1. S\n\nT.\n\n## Contact\n\nX\n`,
      ).title;
    expect(title('"A \\"quoted\\" #title" # a comment')).toBe('A "quoted" #title');
    expect(title("'It''s' # a comment")).toBe("It's");
    expect(title('Plain # a comment')).toBe('Plain');
    expect(() => title('"Terms" and "Conditions"')).toThrow(LegalMarkdownError);
    expect(() => title('"Terms" and "Conditions"')).toThrow(/^markdown:4: a value that starts with a quote/);
  });
});

// Strings rich in what Markdown gives a meaning to, with ordinary letters, other scripts, emoji,
// whitespace of every kind and line breaks in between.
const TRICKY = [
  '\\',
  '*',
  '**',
  '_',
  '__',
  '[',
  ']',
  '](',
  '(',
  ')',
  '`',
  '<',
  '<b',
  '</',
  '<!',
  '>',
  '#',
  ' #',
  '##',
  '+',
  '-',
  '- ',
  '+ ',
  '* ',
  '1. ',
  '2) ',
  '=',
  '---',
  '~',
  '|',
  '!',
  '![',
  '&',
  '&amp;',
  '&#35;',
  '&#x41;',
  '&#',
  ';',
  ':',
  ': ',
  '"',
  "'",
  '.',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\0',
  'a',
  'b_c',
  'Z',
  '9',
  'é',
  '中',
  '😀',
  '$',
  '{',
  '}',
  '@',
  '/',
];
const richText = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...TRICKY) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }) },
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));
const nonBlankText = richText.filter((text) => text.trim() !== '');
const href = fc.oneof(
  fc.constantFrom('/company/refund-policy/', 'https://example.com/a?b=1&c=2#top', 'mailto:legal@paperwise.example'),
  richText,
);
const blockArb = fc
  .record({
    listItem: fc.constantFrom(undefined, 'bullet' as const, 'number' as const),
    spans: fc.array(
      fc.record({ text: richText, strong: fc.boolean(), link: fc.option(fc.nat(2), { nil: undefined }) }),
      { minLength: 1, maxLength: 5 },
    ),
    hrefs: fc.array(href, { minLength: 3, maxLength: 3 }),
  })
  .map(({ listItem, spans, hrefs }) => block(spans, listItem, hrefs));
const body = fc.array(blockArb, { maxLength: 4 });
const docArb = fc
  .record({
    documentType: fc.constantFrom(...LEGAL_DOCUMENT_TYPES),
    language: fc.constantFrom(...LOCALES),
    title: nonBlankText,
    revised: fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    preamble: fc.array(blockArb, { maxLength: 3 }),
    sections: fc.array(fc.record({ heading: nonBlankText, body }), { minLength: 1, maxLength: 4 }),
    appendices: fc.uniqueArray(
      fc.record({
        label: fc.constantFrom('Schedule A', 'Schedule B', 'Exhibit A', 'Exhibit C'),
        heading: nonBlankText,
        body,
      }),
      { maxLength: 2, selector: (appendix) => appendix.label },
    ),
    contactLines: fc.array(richText, { minLength: 1, maxLength: 4 }),
  })
  .map((parts): LegalDocumentDraft =>
    legalDoc({
      ...parts,
      sections: parts.sections.map((section, index) => ({
        _key: `section-${index + 1}-${index}`,
        _type: 'legalSection',
        number: index + 1,
        ...section,
      })),
      appendices: parts.appendices.map((appendix) => ({
        _key: appendix.label.toLowerCase().replace(' ', '-'),
        _type: 'legalAppendix',
        ...appendix,
      })),
    }),
  )
  // Only documents the rules accept can be imported (a contact block of blank lines is not one).
  .filter((doc) => legalDocumentProblems(doc).length === 0);

// Many short spans of a few special fragments side by side, so that what one span ends and the
// next begins meet often ("&#9" then ";").
const crowdedBlock = fc
  .record({
    listItem: fc.constantFrom(undefined, 'bullet' as const, 'number' as const),
    spans: fc.array(
      fc.record({
        text: fc
          .array(fc.constantFrom('&#9', '&', '#', '9', ';', '&amp', '\\', '*', '_', '!', '[', '1.', ' ', 'a', '-'), {
            minLength: 1,
            maxLength: 3,
          })
          .map((parts) => parts.join('')),
        strong: fc.boolean(),
        link: fc.option(fc.nat(1), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 10 },
    ),
    hrefs: fc.array(href, { minLength: 2, maxLength: 2 }),
  })
  .map(({ listItem, spans, hrefs }) => block(spans, listItem, hrefs));

describe('any legal document (property-based)', () => {
  it('reads back every block of short spans the same', () => {
    fc.assert(
      fc.property(crowdedBlock, (crowded) => {
        const doc = legalDoc({ preamble: [crowded] });
        expect(shape(roundTrip(doc))).toEqual(shape(doc));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads back the same after an export and an import', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        expect(shape(roundTrip(doc))).toEqual(shape(doc));
      }),
      { numRuns: 300 },
    );
  });

  it('exports an imported document to Markdown that imports to exactly it again, keys included', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const once = roundTrip(doc);
        expect(roundTrip(once)).toEqual(once);
        expect(legalDocumentToMarkdown(roundTrip(once))).toBe(legalDocumentToMarkdown(once));
      }),
      { numRuns: 200 },
    );
  });
});
