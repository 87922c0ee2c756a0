/**
 * Applies a content migration (a `defineMigration` of `sanity/migrate`, the same definition that
 * `sanity migration run <id>` runs against a dataset from studio/) to the bundled content.
 * Usage: npm run content:migrate -- <migration id> [--bundle content/bundle.ndjson] [--dry-run]
 *
 * Only document-level migrations whose patches set or unset fields by path are supported here: the
 * kind this project writes. Anything else stops with a message before the bundle is written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Migration, MigrationContext, NodePatch } from 'sanity/migrate';
import { claimsNumbersMigration } from '@paperwise/schemas/migrations/claims-numbers';
import { headerStyleMigration } from '@paperwise/schemas/migrations/header-style';
import { planPricesMigration } from '@paperwise/schemas/migrations/plan-prices';
import { landingTemplatesMigration } from '@paperwise/schemas/migrations/landing-templates';
import { pageBuilderMigration } from '@paperwise/schemas/migrations/page-builder';
import { parseNdjson, serializeNdjson, type SanityDocumentLike } from './ndjson';

/** Every migration of studio/migrations/, by its folder name. */
export const MIGRATIONS: Record<string, Migration> = {
  'landing-templates': landingTemplatesMigration,
  'page-builder': pageBuilderMigration,
  'claims-numbers': claimsNumbersMigration,
  'header-style': headerStyleMigration,
  'plan-prices': planPricesMigration,
};

type Json = Record<string, unknown>;

function applyPatch(doc: Json, patch: NodePatch, id: string): void {
  const path = patch.path;
  if (path.length === 0 || !path.every((segment) => typeof segment === 'string')) {
    throw new Error(`${id}: the bundle migrator only follows field names in a path, not ${JSON.stringify(path)}`);
  }
  const keys = path as string[];
  let parent: Json = doc;
  for (const key of keys.slice(0, -1)) {
    const next = parent[key];
    if (next === undefined && patch.op.type === 'unset') return;
    if (next === undefined) parent[key] = {};
    else if (typeof next !== 'object' || next === null || Array.isArray(next)) {
      throw new Error(`${id}: ${keys.join('.')} runs through a value that is not an object`);
    }
    parent = parent[key] as Json;
  }
  const last = keys[keys.length - 1]!;
  switch (patch.op.type) {
    case 'set':
      parent[last] = patch.op.value;
      return;
    case 'setIfMissing':
      if (parent[last] === undefined) parent[last] = patch.op.value;
      return;
    case 'unset':
      delete parent[last];
      return;
    default:
      throw new Error(`${id}: the bundle migrator does not apply “${patch.op.type}” operations`);
  }
}

function isNodePatch(value: unknown): value is NodePatch {
  return typeof value === 'object' && value !== null && 'path' in value && 'op' in value;
}

/** The documents after the migration, and how many it changed. Throws before anything is written. */
export async function migrateDocuments(
  migration: Migration,
  docs: SanityDocumentLike[],
): Promise<{ docs: SanityDocumentLike[]; changed: number }> {
  const handler = migration.migrate;
  if (typeof handler === 'function' || typeof handler.document !== 'function') {
    throw new Error(`“${migration.title}” is not a document migration; run it with sanity migration run`);
  }
  // What a migration may read besides the document: the other documents of the bundle, by id.
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const getDocument = async (id: string) => byId.get(id);
  const context = { client: { getDocument }, filtered: { getDocument } } as unknown as MigrationContext;
  let changed = 0;
  const out: SanityDocumentLike[] = [];
  for (const original of docs) {
    if (migration.documentTypes && !migration.documentTypes.includes(original._type)) {
      out.push(original);
      continue;
    }
    const result = await handler.document(original as Parameters<typeof handler.document>[0], context);
    const patches = (Array.isArray(result) ? result : result ? [result] : []) as unknown[];
    if (patches.length === 0) {
      out.push(original);
      continue;
    }
    const doc = structuredClone(original) as Json;
    for (const patch of patches) {
      if (!isNodePatch(patch))
        throw new Error(`${original._id}: the migration returned a mutation the bundle migrator does not apply`);
      applyPatch(doc, patch, original._id);
    }
    changed += 1;
    out.push(doc as SanityDocumentLike);
  }
  return { docs: out, changed };
}

async function main(argv: string[]) {
  const bundleFlag = argv.indexOf('--bundle');
  const bundlePath =
    bundleFlag >= 0 ? resolve(argv[bundleFlag + 1]!) : resolve(import.meta.dirname, '../../content/bundle.ndjson');
  const dryRun = argv.includes('--dry-run');
  const [id] = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--bundle');
  const migration = id ? MIGRATIONS[id] : undefined;
  if (!migration) {
    console.error(`usage: content:migrate -- <${Object.keys(MIGRATIONS).join('|')}> [--bundle path] [--dry-run]`);
    process.exit(2);
  }
  const { docs, changed } = await migrateDocuments(
    migration,
    parseNdjson(readFileSync(bundlePath, 'utf8'), bundlePath),
  );
  if (!dryRun) writeFileSync(bundlePath, serializeNdjson(docs));
  console.log(`${migration.title}: ${changed} document(s) ${dryRun ? 'would change' : 'changed'} in ${bundlePath}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
