/**
 * Moving the bundle to and from a real Sanity dataset with Sanity's own CLI (`sanity dataset import`
 * and `sanity dataset export`), run from studio/ so the CLI finds the studio's configuration.
 * The pure parts (configuration, arguments, reading the export tarball) are exported for tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const STUDIO_DIR = join(ROOT, 'studio');
export const DEFAULT_BUNDLE = join(ROOT, 'content', 'bundle.ndjson');

export interface DatasetTarget {
  projectId: string;
  dataset: string;
}

export class UsageError extends Error {}

/** The value of `--name value` or `--name=value`. */
export function flag(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = argv[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

/**
 * Which project and dataset to talk to: flags first, then the studio's variables, then the site's.
 * A missing project id is a usage error (the studio builds without one, but no dataset exists there).
 */
export function resolveTarget(argv: string[], env: Record<string, string | undefined>): DatasetTarget {
  const projectId = flag(argv, 'project') ?? env.SANITY_STUDIO_PROJECT_ID ?? env.SANITY_PROJECT_ID;
  const dataset = flag(argv, 'dataset') ?? env.SANITY_STUDIO_DATASET ?? env.SANITY_DATASET ?? 'production';
  if (!projectId || projectId === 'unconfigured') {
    throw new UsageError(
      'No Sanity project: set SANITY_STUDIO_PROJECT_ID (and SANITY_STUDIO_DATASET, default production) or pass --project <id> --dataset <name>.',
    );
  }
  if (!/^[a-z0-9-]+$/.test(projectId))
    throw new UsageError(`“${projectId}” is not a Sanity project id (a-z, 0-9, dash).`);
  if (!/^[a-z0-9_-]+$/.test(dataset)) throw new UsageError(`“${dataset}” is not a dataset name (a-z, 0-9, _ and -).`);
  return { projectId, dataset };
}

/** Replaces every document of the bundle by id; documents only in the dataset are left alone. */
export function importArgs(file: string, target: DatasetTarget): string[] {
  return ['dataset', 'import', file, '--dataset', target.dataset, '--project-id', target.projectId, '--replace'];
}

/** Published documents only, no asset files: the shape of the bundle. */
export function exportArgs(destination: string, target: DatasetTarget): string[] {
  return [
    'dataset',
    'export',
    target.dataset,
    destination,
    '--project-id',
    target.projectId,
    '--no-assets',
    '--no-drafts',
    '--overwrite',
  ];
}

/** The documents file of a `sanity dataset export` tarball (<name>/data.ndjson). */
export function readExportTarball(gzipped: Buffer): string {
  const tar = gunzipSync(gzipped);
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const text = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1);
    const prefix = text(345, 155);
    const body = tar.subarray(offset + 512, offset + 512 + size);
    const name = longName ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    longName = undefined;
    if (type === 'x') {
      // A pax header may carry the real path of the next entry.
      const path = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'));
      if (path) longName = path[1];
    } else if (type === 'L') {
      longName = body.toString('utf8').replace(/\0.*$/s, '');
    } else if ((type === '0' || type === '') && /(^|\/)data\.ndjson$/.test(name)) {
      return body.toString('utf8');
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('The export has no data.ndjson: is it a `sanity dataset export` file?');
}

/** Runs the studio's Sanity CLI; its output goes straight to the terminal. */
export function runSanityCli(args: string[], env: NodeJS.ProcessEnv): number {
  const cli = join(STUDIO_DIR, 'node_modules', 'sanity', 'bin', 'sanity');
  if (!existsSync(cli)) throw new UsageError('The studio’s dependencies are missing: run `npm run setup` first.');
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: STUDIO_DIR,
    stdio: 'inherit',
    env: { SANITY_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
