import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFirstLoadChunks, routeEntryChunks, withCompileHint } from './compile-hints.mjs';

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

/**
 * A build folder: a build manifest, a route's client-reference manifest (as Next writes it, a script
 * assigning to globalThis.__RSC_MANIFEST) and five chunks: two root chunks, two of the route's
 * entries (one shared by its layout and page, and the route's CSS beside them), one loaded later.
 */
function build(rootMainFiles: unknown, entryJSFiles: Record<string, string[]> = {}): string {
  folder = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(folder, 'static', 'chunks'), { recursive: true });
  for (const name of ['a.js', 'b.js', 'layout.js', 'page.js', 'later.js'])
    writeFileSync(join(folder, 'static', 'chunks', name), `/* ${name} */`);
  writeFileSync(join(folder, 'build-manifest.json'), JSON.stringify({ rootMainFiles }));
  const route = join(folder, 'server', 'app', '[locale]', 'search');
  mkdirSync(route, { recursive: true });
  const manifest = { moduleLoading: { prefix: '' }, entryCSSFiles: {}, entryJSFiles };
  writeFileSync(
    join(route, 'page_client-reference-manifest.js'),
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST["/[locale]/search/page"] = ${JSON.stringify(manifest)};\n`,
  );
  return folder;
}
const ENTRIES = {
  '[project]/web/src/app/[locale]/layout': ['static/chunks/layout.js'],
  '[project]/web/src/app/[locale]/search/page': [
    'static/chunks/layout.js',
    'static/chunks/page.js',
    'static/chunks/x.css',
  ],
};
const chunk = (name: string) => readFileSync(join(folder, 'static', 'chunks', name), 'utf8');

describe('the compile hint of the first-load chunks', () => {
  it('is the first line of a script, once however often the build step runs', () => {
    expect(withCompileHint('x()')).toBe(`${COMPILE_HINT}\nx()`);
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it("reads the scripts of the routes' entries from their client-reference manifests, each once", () => {
    const dist = build(['static/chunks/a.js'], ENTRIES);
    expect(routeEntryChunks(dist)).toEqual(['static/chunks/layout.js', 'static/chunks/page.js']);
  });

  it("marks the root chunks and the routes' first chunks, not the chunks loaded later", () => {
    const dist = build(['static/chunks/a.js', 'static/chunks/b.js'], ENTRIES);
    expect(hintFirstLoadChunks(dist)).toEqual([
      'static/chunks/a.js',
      'static/chunks/b.js',
      'static/chunks/layout.js',
      'static/chunks/page.js',
    ]);
    hintFirstLoadChunks(dist);
    for (const name of ['a.js', 'b.js', 'layout.js', 'page.js'])
      expect(chunk(name)).toBe(`${COMPILE_HINT}\n/* ${name} */`);
    expect(chunk('later.js')).toBe('/* later.js */');
  });

  it('fails the build when the manifest names no root chunks, or a first-load chunk that is missing', () => {
    expect(() => hintFirstLoadChunks(build(undefined))).toThrow(/lists no rootMainFiles/);
    rmSync(folder, { recursive: true, force: true });
    expect(() => hintFirstLoadChunks(build(['static/chunks/gone.js']))).toThrow(/does not exist/);
    rmSync(folder, { recursive: true, force: true });
    expect(() => hintFirstLoadChunks(build(['static/chunks/a.js'], { page: ['static/chunks/gone.js'] }))).toThrow(
      /does not exist/,
    );
  });
});
