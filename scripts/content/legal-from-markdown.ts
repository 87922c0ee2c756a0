/**
 * Imports legal texts written in Markdown (the legal writers' format) as legalDocument documents.
 *
 *   tsx scripts/content/legal-from-markdown.ts <file.md | folder>... [--out legal.ndjson]
 *
 * A folder is searched recursively for .md files that start with a frontmatter block; other .md
 * files (briefs, notes) are listed as skipped. Every file is checked: the format (see
 * legal-markdown.ts), sections numbered 1..n with no gap, a revision date, a language, one file per
 * kind and language. Nothing is written when any file fails. The result is NDJSON in Sanity's
 * format (ids like legalDocument-eula-fr), on stdout or in --out; add it to the bundled content with
 *
 *   flock /tmp/paperwise-bundle.lock node_modules/.bin/tsx scripts/content/upsert-documents.ts legal.ndjson
 *
 * or to a Sanity dataset with `npx sanity dataset import legal.ndjson <dataset> --replace` (from studio/).
 *
 * The other way, to edit a text offline and import it again:
 *
 *   tsx scripts/content/legal-from-markdown.ts --export legalDocument-eula-fr [--bundle content/bundle.ndjson] > eula-fr.md
 *
 * The export escapes whatever Markdown would read as formatting (\*, \_ga, \#, 1\. at the start of
 * a line) and writes line breaks and spaces at the ends of a text as &#10; and &#32;, so any text
 * reads back exactly; the import reads these escapes as CommonMark does.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { duplicateLegalDocumentProblems } from '@paperwise/schemas/documents/legalDocument.rules';
import {
  LegalMarkdownError,
  legalDocumentFromMarkdown,
  legalDocumentToMarkdown,
  type LegalDocumentDraft,
} from './legal-markdown';
import { parseNdjson } from './ndjson';

function markdownFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = join(path, entry.name);
      if (entry.isDirectory()) return markdownFiles(child);
      return entry.name.endsWith('.md') ? [child] : [];
    });
}

export function convertFiles(paths: string[]): { docs: LegalDocumentDraft[]; skipped: string[]; errors: string[] } {
  const docs: LegalDocumentDraft[] = [];
  const skipped: string[] = [];
  const errors: string[] = [];
  const sources = new Map<string, string>();
  for (const root of paths) {
    const explicitFile = !statSync(root).isDirectory();
    for (const file of markdownFiles(root)) {
      const source = relative(process.cwd(), file) || file;
      const text = readFileSync(file, 'utf8');
      if (!explicitFile && !text.replace(/^\uFEFF/, '').startsWith('---')) {
        skipped.push(source);
        continue;
      }
      try {
        const doc = legalDocumentFromMarkdown(text, source);
        const earlier = sources.get(doc._id);
        if (earlier) errors.push(`${source} and ${earlier} are both ${doc._id}: one file per kind and language.`);
        sources.set(doc._id, source);
        docs.push(doc);
      } catch (error) {
        if (error instanceof LegalMarkdownError) errors.push(error.message);
        else throw error;
      }
    }
  }
  for (const problem of duplicateLegalDocumentProblems(docs)) errors.push(problem.message);
  return { docs, skipped, errors };
}

function flag(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** Writes the Markdown of bundled legal documents, for offline editing and a later import. */
function exportMarkdown(ids: string[], bundlePath: string): number {
  const docs = parseNdjson(readFileSync(bundlePath, 'utf8'), bundlePath);
  for (const id of ids) {
    const doc = docs.find((candidate) => candidate._id === id && candidate._type === 'legalDocument');
    if (!doc) {
      console.error(`error: ${bundlePath} has no legal document ${id}`);
      return 1;
    }
    process.stdout.write(legalDocumentToMarkdown(doc as unknown as LegalDocumentDraft));
  }
  return 0;
}

function main(argv: string[]): number {
  const valueFlags = ['--out', '--bundle', '--export'];
  const inputs = argv.filter((arg, index) => !arg.startsWith('--') && !valueFlags.includes(argv[index - 1] ?? ''));
  const exportId = flag(argv, '--export');
  if (exportId) return exportMarkdown([exportId, ...inputs], flag(argv, '--bundle') ?? 'content/bundle.ndjson');

  const out = flag(argv, '--out');
  if (inputs.length === 0 || (argv.includes('--out') && !out)) {
    console.error(
      'usage: legal-from-markdown <file.md | folder>... [--out legal.ndjson]\n' +
        '       legal-from-markdown --export <legalDocument id>... [--bundle content/bundle.ndjson]',
    );
    return 2;
  }
  const { docs, skipped, errors } = convertFiles(inputs);
  for (const file of skipped) console.error(`skipped (no frontmatter): ${file}`);
  if (errors.length) {
    for (const error of errors) console.error(`error: ${error}`);
    console.error(`${errors.length} problem(s); nothing written.`);
    return 1;
  }
  const ndjson = docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n';
  if (out) writeFileSync(out, ndjson);
  else process.stdout.write(ndjson);
  for (const doc of docs) {
    const appendices = doc.appendices.map((a) => a.label).join(', ');
    console.error(
      `${doc._id}: ${doc.sections.length} sections${appendices ? ` + ${appendices}` : ''}, ` +
        `${doc.contactLines.length} contact lines, revised ${doc.revised}`,
    );
  }
  console.error(`${docs.length} legal document(s)${out ? ` written to ${out}` : ''}.`);
  return 0;
}

if (process.argv[1] && /legal-from-markdown\.ts$/.test(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
