import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * sanity and @sanity/validation are released together and must be installed at the same version:
 * the content check validates with @sanity/validation what the studio (sanity) will accept. Both are
 * therefore pinned to one exact version in every workspace package that lists them, and a bump
 * changes them all at once.
 */
const LOCKSTEP = ['sanity', '@sanity/validation'] as const;
const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;
const EXACT = /^\d+\.\d+\.\d+$/;

type Manifest = Partial<Record<(typeof FIELDS)[number], Record<string, string>>>;

/** Every problem with the lockstep packages in these manifests (keyed by where they are). */
function lockstepProblems(manifests: Record<string, Manifest>): string[] {
  const problems: string[] = [];
  const seen: Array<{ where: string; name: string; range: string }> = [];
  for (const [where, manifest] of Object.entries(manifests)) {
    for (const field of FIELDS) {
      for (const name of LOCKSTEP) {
        const range = manifest[field]?.[name];
        if (range === undefined) continue;
        seen.push({ where: `${where} ${field}`, name, range });
        if (!EXACT.test(range)) problems.push(`${where} ${field}: ${name} is "${range}", not an exact version`);
      }
    }
  }
  for (const name of LOCKSTEP) {
    if (!seen.some((entry) => entry.name === name)) problems.push(`no workspace package lists ${name}`);
  }
  const versions = new Set(seen.map((entry) => entry.range));
  if (versions.size > 1) {
    problems.push(
      `sanity and @sanity/validation differ: ${seen.map((e) => `${e.where} ${e.name}@${e.range}`).join(', ')}`,
    );
  }
  return problems;
}

const root = join(__dirname, '../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Manifest;
const workspace = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')) as { packages: string[] };
const manifests: Record<string, Manifest> = {
  'package.json': readJson('package.json'),
  ...Object.fromEntries(workspace.packages.map((dir) => [`${dir}/package.json`, readJson(`${dir}/package.json`)])),
};

interface Lockfile {
  importers: Record<string, Partial<Record<(typeof FIELDS)[number], Record<string, { version: string }>>>>;
  packages: Record<string, unknown>;
}
const lock = parse(readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')) as Lockfile;

describe('sanity and @sanity/validation', () => {
  it('are pinned to one exact version in every workspace package.json', () => {
    expect(lockstepProblems(manifests)).toEqual([]);
  });

  it('are the versions the lockfile installs', () => {
    const pinned = manifests['scripts/package.json']!.dependencies!['@sanity/validation']!;
    const installed = Object.values(lock.importers).flatMap((importer) =>
      FIELDS.flatMap((field) => LOCKSTEP.flatMap((name) => importer[field]?.[name]?.version ?? [])),
    );
    expect(installed.length).toBeGreaterThan(0);
    expect(new Set(installed.map((version) => version.replace(/\(.*$/, '')))).toEqual(new Set([pinned]));
  });

  it('are refused when one floats or when they differ', () => {
    expect(
      lockstepProblems({
        'studio/package.json': { dependencies: { sanity: '^6.0.0' } },
        'scripts/package.json': { dependencies: { '@sanity/validation': '6.16.0', sanity: '6.16.0' } },
      }),
    ).toEqual([
      'studio/package.json dependencies: sanity is "^6.0.0", not an exact version',
      expect.stringMatching(
        /^sanity and @sanity\/validation differ: .*studio\/package\.json dependencies sanity@\^6\.0\.0/,
      ),
    ]);
    expect(
      lockstepProblems({
        'schemas/package.json': { peerDependencies: { sanity: '6.17.0' } },
        'scripts/package.json': { dependencies: { '@sanity/validation': '6.16.0' } },
      }),
    ).toEqual([expect.stringMatching(/^sanity and @sanity\/validation differ/)]);
    expect(lockstepProblems({ 'studio/package.json': { dependencies: { sanity: '6.16.0' } } })).toEqual([
      'no workspace package lists @sanity/validation',
    ]);
  });
});

describe('the lockfile', () => {
  // Two majors of these would mean two query helpers or two Portable Text renderers in the site.
  it.each(['groq', '@portabletext/react'])('installs one major of %s', (name) => {
    const majors = Object.keys(lock.packages)
      .filter((key) => key.startsWith(`${name}@`))
      .map((key) => key.slice(name.length + 1).split('.')[0]);
    expect(majors.length).toBeGreaterThan(0);
    expect(new Set(majors).size).toBe(1);
  });
});

describe('engines and packageManager', () => {
  const tools = JSON.parse(readFileSync(join(root, 'tools/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { packageManager?: string };

  // pnpm 10 downloads and switches to the version packageManager names when it is not the one
  // running: it must be the exact pnpm that tools/ installs, or an offline install fails.
  it('names the pnpm of tools/package.json', () => {
    expect(rootManifest.packageManager).toBe(`pnpm@${tools.dependencies.pnpm}`);
  });

  it('ask every workspace package for the Node that tools/run.mjs provides', () => {
    const runner = readFileSync(join(root, 'tools/run.mjs'), 'utf8');
    const [, major, minor] = /const MIN_NODE = \[(\d+), (\d+)\]/.exec(runner) ?? [];
    expect(major).toBeDefined();
    for (const dir of workspace.packages) {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
        engines?: { node?: string };
      };
      expect(manifest.engines?.node, dir).toBe(`>=${major}.${minor}`);
    }
  });
});
