import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { exportLocalBundle } from './export';
import { openStore } from './store';

const BUNDLE = fileURLToPath(new URL('../../../../content/bundle.ndjson', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('exportLocalBundle', () => {
  it('writes a lake seeded from the bundle back byte for byte, and then its published changes', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lake-export-'));
    dirs.push(dataDir);
    const store = openStore({ dataDir, dataset: 'production', seedBundle: BUNDLE });
    const original = readFileSync(BUNDLE, 'utf8');
    expect(exportLocalBundle(dataDir)).toBe(original);
    store.transact((staging) => {
      const settings = staging.get('siteSettings')!;
      staging.put(
        'siteSettings',
        { ...settings, edited: true },
        { patch: { id: 'siteSettings', set: { edited: true } } },
      );
      staging.put('drafts.x', { _id: 'drafts.x', _type: 'page' }, { create: { _id: 'drafts.x', _type: 'page' } });
    });
    store.close();
    const exported = exportLocalBundle(dataDir);
    expect(exported).not.toContain('drafts.x');
    expect(JSON.parse(exported.split('\n').find((line) => line.includes('"siteSettings"'))!)).toMatchObject({
      edited: true,
    });
    expect(exported).not.toContain('_rev');
  });

  it('refuses a data folder without a lake', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lake-export-'));
    dirs.push(dataDir);
    expect(() => exportLocalBundle(dataDir)).toThrow(/no local content lake/);
  });
});
