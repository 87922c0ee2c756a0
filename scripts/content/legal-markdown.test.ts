import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertFiles } from './legal-from-markdown';
import {
  LegalMarkdownError,
  blocksToText,
  legalDocumentFromMarkdown,
  legalDocumentToMarkdown,
  type LegalDocumentDraft,
} from './legal-markdown';
import { parseNdjson } from './ndjson';

const doc = (
  body: string,
  front = 'documentType: affiliateAgreement\nlanguage: en\ntitle: Affiliate Program Agreement\nrevised: 2021-07-01',
) => `---\n${front}\n---\n\n${body}`;

const SAMPLE = doc(`**Effective July 1, 2021**

This Agreement is between Paperwise Software Inc. ("Owner") and the Affiliate.

## 1. Definitions

**1.1 Terms.** Words have the meanings below; see the [Refund Policy](/company/refund-policy/).

- **"Commission"** means 30% of Gross Revenue;
- **"Site"** means the [**Owner's** website](/) and app.

## 2. Payment

1. first step;
2. second step.

Payment is made by company check.

## Schedule A. Commission Structure

- Basic plan: 30%.

## Exhibit B. Product Description

Over 3,000 templates.

## Contact

Paperwise Software Inc.
Phone: +1 514 555 0142
`);

function fails(markdown: string): string {
  try {
    legalDocumentFromMarkdown(markdown, 'draft.md');
  } catch (error) {
    expect(error).toBeInstanceOf(LegalMarkdownError);
    return (error as Error).message;
  }
  throw new Error('expected the conversion to fail');
}

describe('legalDocumentFromMarkdown', () => {
  const result = legalDocumentFromMarkdown(SAMPLE, 'sample.md');

  it('reads the frontmatter into the document and its readable id', () => {
    expect(result).toMatchObject({
      _id: 'legalDocument-affiliateAgreement-en',
      _type: 'legalDocument',
      documentType: 'affiliateAgreement',
      language: 'en',
      title: 'Affiliate Program Agreement',
      revised: '2021-07-01',
    });
  });

  it('keeps the preamble, the numbered sections, the schedule, the exhibit and the contact lines', () => {
    expect(blocksToText(result.preamble)).toBe(
      'Effective July 1, 2021\nThis Agreement is between Paperwise Software Inc. ("Owner") and the Affiliate.',
    );
    expect(result.sections.map((s) => [s.number, s.heading])).toEqual([
      [1, 'Definitions'],
      [2, 'Payment'],
    ]);
    expect(result.appendices.map((a) => [a._key, a.label, a.heading])).toEqual([
      ['schedule-a', 'Schedule A', 'Commission Structure'],
      ['exhibit-b', 'Exhibit B', 'Product Description'],
    ]);
    expect(result.contactLines).toEqual(['Paperwise Software Inc.', 'Phone: +1 514 555 0142']);
  });

  it('turns bold into the strong decorator and links into link annotations', () => {
    const [lead] = result.sections[0]!.body;
    expect(lead!.children.map((c) => [c.text, c.marks])).toEqual([
      ['1.1 Terms.', ['strong']],
      [' Words have the meanings below; see the ', []],
      ['Refund Policy', [lead!.markDefs[0]!._key]],
      ['.', []],
    ]);
    expect(lead!.markDefs).toEqual([{ _key: lead!.markDefs[0]!._key, _type: 'link', href: '/company/refund-policy/' }]);
    const boldInLink = result.sections[0]!.body[2]!;
    const linkKey = boldInLink.markDefs[0]!._key;
    expect(boldInLink.children.map((c) => [c.text, c.marks])).toEqual([
      ['"Site"', ['strong']],
      [' means the ', []],
      ["Owner's", ['strong', linkKey]],
      [' website', [linkKey]],
      [' and app.', []],
    ]);
  });

  it('turns "- " and "1. " lines into bullet and numbered list blocks', () => {
    expect(result.sections[0]!.body.map((b) => b.listItem ?? 'paragraph')).toEqual(['paragraph', 'bullet', 'bullet']);
    expect(result.sections[1]!.body.map((b) => b.listItem ?? 'paragraph')).toEqual(['number', 'number', 'paragraph']);
    expect(result.sections[1]!.body[0]).toMatchObject({ level: 1, style: 'normal', _type: 'block' });
  });

  it('gives every block, span and link a key that is unique in its array', () => {
    const all = [
      ...result.preamble,
      ...result.sections.flatMap((s) => s.body),
      ...result.appendices.flatMap((a) => a.body),
    ];
    expect(new Set(all.map((b) => b._key)).size).toBe(all.length);
    for (const block of all) {
      expect(new Set(block.children.map((c) => c._key)).size).toBe(block.children.length);
    }
  });

  it('refuses a gap in the numbering, naming it', () => {
    expect(fails(doc('## 1. One\n\nText.\n\n## 3. Three\n\nText.\n\n## Contact\nX'))).toMatch(
      /draft\.md: sections: Sections must be numbered 1 to 2 without a gap: after section 1 comes 3, expected 2/,
    );
  });

  it('refuses what the format cannot hold, with the line it is on', () => {
    const body = (text: string) => doc(`## 1. One\n\n${text}\n\n## Contact\nX`);
    expect(fails(body('### A sub-heading'))).toMatch(/^draft\.md:10: only "## N\. Heading"/);
    expect(fails(body('- item\n  - nested'))).toMatch(/^draft\.md:11: nested lists/);
    expect(fails(body('| a | b |'))).toMatch(/tables/);
    expect(fails(body('Some *italic* words.'))).toMatch(/italics is not part of the legal format/);
    expect(fails(body('A <b>tag</b>.'))).toMatch(/HTML is not part/);
    expect(fails(body('An **open bold.'))).toMatch(/"\*\*" is not closed/);
    expect(fails(body('A [broken link](no end.'))).toMatch(/a link must read \[text\]\(\/path\/\)/);
    expect(fails(body('- item\nwrapped text'))).toMatch(/^draft\.md:11: a text line right under a list item/);
    expect(fails(doc('## 1. One\n\nText.\n\n## Contact\nX\n## 2. Two'))).toMatch(/must come last/);
    expect(fails(doc('## Schedule A. S\n\nT.\n\n## 1. One\n\nT.\n\n## Contact\nX'))).toMatch(
      /section 1 comes after a schedule/,
    );
  });

  it('refuses a "Last revised" line that names another day than the frontmatter’s revision date', () => {
    const front = 'documentType: eula\nlanguage: fr\ntitle: Contrat\nrevised: 2024-08-12';
    const body = (line: string) => doc(`${line}\n\n## 1. Objet\n\nTexte.\n\n## Contact\nX`, front);
    expect(legalDocumentFromMarkdown(body('Dernière révision : 12 août 2024'), 'draft.md').revised).toBe('2024-08-12');
    expect(fails(body('Dernière révision : 2 août 2024'))).toMatch(
      /^draft\.md: preamble: The preamble’s line “Dernière révision : 2 août 2024” names 2024-08-02, but the revision date is 2024-08-12/,
    );
  });

  it('refuses a missing revision date or an unknown language or kind', () => {
    expect(fails(doc('## 1. One\n\nT.\n\n## Contact\nX', 'documentType: eula\nlanguage: fr\ntitle: T'))).toMatch(
      /revised: The revision date is required/,
    );
    expect(fails(doc('## 1. One', 'documentType: eula\nlanguage: nl\ntitle: T\nrevised: 2024-01-01'))).toMatch(
      /language must be one of en, de, es, fr, it, pt/,
    );
    expect(fails(doc('## 1. One', 'documentType: memo\nlanguage: fr\ntitle: T\nrevised: 2024-01-01'))).toMatch(
      /documentType must be one of/,
    );
    expect(fails('no frontmatter')).toMatch(/^draft\.md:1: the file must start with a "---"/);
  });

  it('writes the same Markdown back', () => {
    expect(legalDocumentToMarkdown(result)).toBe(
      SAMPLE.replace('## Contact\n\n', '## Contact\n').replace('## Contact\n', '## Contact\n\n'),
    );
  });
});

describe('the bundled legal texts', () => {
  const bundle = parseNdjson(readFileSync(join(__dirname, '../../content/bundle.ndjson'), 'utf8'), 'bundle');
  const legal = bundle.filter((d) => d._type === 'legalDocument') as unknown as LegalDocumentDraft[];

  it('are the 31 texts: five policies in six languages and the English affiliate agreement', () => {
    expect(legal).toHaveLength(31);
  });

  it('survive a round trip through Markdown unchanged (what a re-import of an exported draft relies on)', () => {
    for (const original of legal) {
      const again = legalDocumentFromMarkdown(legalDocumentToMarkdown(original), original._id);
      expect(again, original._id).toEqual(original);
    }
  });
});

describe('convertFiles', () => {
  it('converts a folder, skips notes without frontmatter and refuses two files for one kind and language', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legal-md-'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(join(dir, 'NOTES.md'), '# Notes for writers\n');
    writeFileSync(join(dir, 'en', 'affiliate.md'), SAMPLE);
    const ok = convertFiles([dir]);
    expect(ok.errors).toEqual([]);
    expect(ok.skipped).toEqual([expect.stringMatching(/NOTES\.md$/)]);
    expect(ok.docs.map((d) => d._id)).toEqual(['legalDocument-affiliateAgreement-en']);

    writeFileSync(join(dir, 'en', 'affiliate-copy.md'), SAMPLE);
    expect(convertFiles([dir]).errors).toEqual([
      expect.stringMatching(/affiliate\.md and .*affiliate-copy\.md are both legalDocument-affiliateAgreement-en/),
    ]);
  });
});
