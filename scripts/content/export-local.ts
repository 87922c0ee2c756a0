/**
 * tsx content/export-local.ts [--out <bundle>] [--data-dir <folder>] [--dataset <name>]
 * Writes the local Content Lake's published documents (DATA_DIR's content-lake-<dataset>.sqlite,
 * what the site's /embedded/content-lake/ and the studio at /studio/ edited) as the bundle, in the
 * bundle's format, then checks it like content:export does. npm run content:export takes this path
 * when no Sanity project is configured.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exportLocalBundle } from '../../web/src/embedded/content-lake/export';
import { DEFAULT_BUNDLE, flag } from './dataset';
import { parseNdjson } from './ndjson';
import { formatReport, validateBundle } from './validate-bundle';

/** Exports the local lake as the bundle; the exit status (1 when the bundle has errors or no lake exists). */
export async function exportLocal(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const base = env.INIT_CWD ?? process.cwd();
  const out = flag(argv, 'out') ? resolve(base, flag(argv, 'out')!) : DEFAULT_BUNDLE;
  const dataDir = flag(argv, 'data-dir')
    ? resolve(base, flag(argv, 'data-dir')!)
    : env.DATA_DIR
      ? resolve(env.DATA_DIR)
      : join(DEFAULT_BUNDLE, '..', '..', 'data');
  try {
    const text = exportLocalBundle(dataDir, { dataset: flag(argv, 'dataset') ?? 'production' });
    writeFileSync(out, text);
    const documents = parseNdjson(text, out);
    console.log(`content:export (local): ${documents.length} documents written to ${out}`);
    const report = await validateBundle(documents);
    console.log(formatReport(out, report));
    return report.problems.some((p) => p.level === 'error') ? 1 : 0;
  } catch (error) {
    console.error(`content:export (local): ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await exportLocal(process.argv.slice(2));
}
