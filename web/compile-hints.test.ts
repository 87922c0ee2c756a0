import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFrameworkChunks, withCompileHint } from './compile-hints.mjs';

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

/** A build folder with a manifest and three chunks, one of them not a root chunk. */
function build(rootMainFiles: unknown): string {
  folder = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(folder, 'static', 'chunks'), { recursive: true });
  for (const name of ['a.js', 'b.js', 'later.js'])
    writeFileSync(join(folder, 'static', 'chunks', name), `/* ${name} */`);
  writeFileSync(join(folder, 'build-manifest.json'), JSON.stringify({ rootMainFiles }));
  return folder;
}
const chunk = (name: string) => readFileSync(join(folder, 'static', 'chunks', name), 'utf8');

describe('the compile hint of the framework chunks', () => {
  it('is the first line of a script, once however often the build step runs', () => {
    expect(withCompileHint('x()')).toBe(`${COMPILE_HINT}\nx()`);
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('marks the root chunks of the build manifest and no other', () => {
    const dist = build(['static/chunks/a.js', 'static/chunks/b.js']);
    expect(hintFrameworkChunks(dist)).toEqual(['static/chunks/a.js', 'static/chunks/b.js']);
    hintFrameworkChunks(dist);
    expect(chunk('a.js')).toBe(`${COMPILE_HINT}\n/* a.js */`);
    expect(chunk('b.js')).toBe(`${COMPILE_HINT}\n/* b.js */`);
    expect(chunk('later.js')).toBe('/* later.js */');
  });

  it('fails the build when the manifest names no root chunks or one that is missing', () => {
    expect(() => hintFrameworkChunks(build(undefined))).toThrow(/lists no rootMainFiles/);
    rmSync(folder, { recursive: true, force: true });
    expect(() => hintFrameworkChunks(build(['static/chunks/gone.js']))).toThrow(/does not exist/);
  });
});
