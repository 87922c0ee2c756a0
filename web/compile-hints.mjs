// Run after `next build` (the package's build script): marks the framework's chunks, the ones every
// page loads first and runs at once, with V8's explicit compile hint.
//
// Without it V8 compiles a function on the main thread the first time it is called: on a page's
// first load that is most of React DOM, the router and Turbopack's runtime, during hydration. With
// the magic comment `//# allFunctionsCalledOnLoad` at the top of a script, Chromium compiles all
// its functions while the script streams in, off the main thread. Measured with
// `npm run bench -- landing --trace` (4x CPU, 2026-11-28): the main thread's script time halved and
// its busy time fell by 150–250 ms per page; other browsers ignore the comment.
//
// Only the build manifest's rootMainFiles are marked: chunks loaded later (the sign-up dialog, the
// engine's services) run a part of their code, and compiling all of it up front would be waste.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/** Marks the rootMainFiles of the build in `distDir`; returns the files marked. */
export function hintFrameworkChunks(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0) {
    throw new Error(
      `${join(distDir, 'build-manifest.json')} lists no rootMainFiles: this Next.js names its first chunks ` +
        'elsewhere; update web/compile-hints.mjs.',
    );
  }
  return files.map((file) => {
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`${path}, a root chunk of the build manifest, does not exist.`);
    writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
    return file;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const distDir = join(here, process.env.NEXT_DIST_DIR || '.next');
  const marked = hintFrameworkChunks(distDir);
  console.log(`Compile hint added to the ${marked.length} framework chunks (web/compile-hints.mjs).`);
}
