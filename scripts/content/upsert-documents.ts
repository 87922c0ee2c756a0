/**
 * Adds or replaces documents of the content bundle by _id, keeping every other line as it is.
 * Usage: tsx scripts/content/upsert-documents.ts <documents.ndjson | documents.json> [--bundle path]
 * The input is NDJSON or a JSON array. The bundle stays sorted by _type, then _id, so diffs stay small.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseNdjson, serializeNdjson, type SanityDocumentLike } from './ndjson';

function main(argv: string[]) {
  const bundleFlag = argv.indexOf('--bundle');
  const bundlePath = resolve(bundleFlag >= 0 ? argv[bundleFlag + 1]! : 'content/bundle.ndjson');
  const inputs = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--bundle');
  if (inputs.length === 0) {
    console.error('usage: upsert-documents <documents.ndjson|json>... [--bundle content/bundle.ndjson]');
    process.exit(2);
  }
  const byId = new Map<string, SanityDocumentLike>();
  for (const doc of parseNdjson(readFileSync(bundlePath, 'utf8'), bundlePath)) byId.set(doc._id, doc);
  let added = 0;
  let replaced = 0;
  for (const input of inputs) {
    const text = readFileSync(input, 'utf8');
    const docs = text.trimStart().startsWith('[')
      ? (JSON.parse(text) as SanityDocumentLike[])
      : parseNdjson(text, input);
    for (const doc of docs) {
      if (byId.has(doc._id)) replaced++;
      else added++;
      byId.set(doc._id, doc);
    }
  }
  writeFileSync(bundlePath, serializeNdjson([...byId.values()]));
  console.log(`${bundlePath}: ${added} added, ${replaced} replaced, ${byId.size} documents`);
}

main(process.argv.slice(2));
