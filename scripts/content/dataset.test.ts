import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportArgs, flag, importArgs, readExportTarball, resolveTarget, UsageError } from './dataset';

describe('resolveTarget', () => {
  it('takes flags first, then the studio variables, then the site variables; dataset defaults to production', () => {
    expect(resolveTarget(['--project', 'abc123', '--dataset=staging'], { SANITY_STUDIO_PROJECT_ID: 'zzz' })).toEqual({
      projectId: 'abc123',
      dataset: 'staging',
    });
    expect(resolveTarget([], { SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_PROJECT_ID: 'other' })).toEqual({
      projectId: 'abc123',
      dataset: 'production',
    });
    expect(resolveTarget([], { SANITY_PROJECT_ID: 'site1', SANITY_DATASET: 'dev' })).toEqual({
      projectId: 'site1',
      dataset: 'dev',
    });
  });

  it('refuses to run without a project, or with malformed names', () => {
    expect(() => resolveTarget([], {})).toThrow(UsageError);
    expect(() => resolveTarget([], {})).toThrow(/set SANITY_STUDIO_PROJECT_ID/);
    expect(() => resolveTarget([], { SANITY_STUDIO_PROJECT_ID: 'unconfigured' })).toThrow(/No Sanity project/);
    expect(() => resolveTarget(['--project', 'Bad Id'], {})).toThrow(/not a Sanity project id/);
    expect(() => resolveTarget(['--project', 'ok', '--dataset', 'no way'], {})).toThrow(/not a dataset name/);
  });

  it('reads --name value and --name=value', () => {
    expect(flag(['--out', 'a.ndjson'], 'out')).toBe('a.ndjson');
    expect(flag(['--out=b.ndjson'], 'out')).toBe('b.ndjson');
    expect(flag(['--other'], 'out')).toBeUndefined();
  });
});

describe('the Sanity CLI commands', () => {
  const target = { projectId: 'abc123', dataset: 'staging' };
  it('imports by replacing documents of the same id', () => {
    expect(importArgs('/x/bundle.ndjson', target)).toEqual([
      'dataset',
      'import',
      '/x/bundle.ndjson',
      '--dataset',
      'staging',
      '--project-id',
      'abc123',
      '--replace',
    ]);
  });
  it('exports published documents without asset files', () => {
    expect(exportArgs('/tmp/e.tar.gz', target)).toEqual([
      'dataset',
      'export',
      'staging',
      '/tmp/e.tar.gz',
      '--project-id',
      'abc123',
      '--no-assets',
      '--no-drafts',
      '--overwrite',
    ]);
  });
});

describe('readExportTarball', () => {
  it('finds <name>/data.ndjson in an export tarball', () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    mkdirSync(join(dir, 'staging-export', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'staging-export', 'assets.json'), '{}');
    writeFileSync(join(dir, 'staging-export', 'data.ndjson'), '{"_id":"a","_type":"tagline"}\n');
    execFileSync('tar', ['-czf', join(dir, 'export.tar.gz'), '-C', dir, 'staging-export']);
    expect(readExportTarball(readFileSync(join(dir, 'export.tar.gz')))).toBe('{"_id":"a","_type":"tagline"}\n');
  });

  it('says what is wrong with a tarball that has no documents', () => {
    expect(() => readExportTarball(gzipSync(Buffer.alloc(1024)))).toThrow(/has no data.ndjson/);
  });
});
