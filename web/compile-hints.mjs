// Run after `next build` (the package's build script): marks the chunks that pages load first and
// run at once, while they hydrate, with V8's explicit compile hint.
//
// Without it V8 compiles a function on the main thread the first time it is called: on a page's
// first load that is most of React DOM, the router, Turbopack's runtime and the layout's and page's
// client components, during hydration. With the magic comment `//# allFunctionsCalledOnLoad` at the
// top of a script, Chromium compiles all its functions while the script streams in, off the main
// thread; other browsers ignore the comment. Measured at 4x CPU (2026-11-28): on the framework's
// chunks the main thread's script time halved and its busy time fell by 150–250 ms per page; on the
// pages' own first chunks as well, script time fell by a further 45–85 ms (median of 8 loads each,
// interleaved: landing variant 397 → 311 ms, search 463 → 378, home 305 → 259).
//
// Marked: the build manifest's rootMainFiles (the framework) and every chunk a route's HTML loads
// (the entryJSFiles of the routes' client-reference manifests). Chunks loaded later (the sign-up
// dialog, the engine's services) run a part of their code, and compiling all of it up front would
// be waste.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/** The build manifest's rootMainFiles: the framework's chunks, which every page loads first. */
export function frameworkChunks(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0) {
    throw new Error(
      `${join(distDir, 'build-manifest.json')} lists no rootMainFiles: this Next.js names its first chunks ` +
        'elsewhere; update web/compile-hints.mjs.',
    );
  }
  return files;
}

/**
 * The chunks the routes' HTML loads besides the framework's: the entryJSFiles (per layout, page,
 * error and not-found file) of every client-reference manifest under server/app. Each manifest is
 * a script that assigns to `globalThis.__RSC_MANIFEST`; it runs here in a context of its own.
 */
export function routeEntryChunks(distDir) {
  const appDir = join(distDir, 'server', 'app');
  if (!existsSync(appDir)) return [];
  const files = new Set();
  const manifests = readdirSync(appDir, { recursive: true }).filter((file) =>
    String(file).endsWith('_client-reference-manifest.js'),
  );
  for (const file of manifests) {
    const context = createContext({});
    runInContext(readFileSync(join(appDir, String(file)), 'utf8'), context);
    for (const route of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(route?.entryJSFiles ?? {})) {
        for (const chunk of chunks) if (typeof chunk === 'string' && chunk.endsWith('.js')) files.add(chunk);
      }
    }
  }
  return [...files].sort();
}

/** Marks the framework's chunks and the routes' first chunks of the build in `distDir`; returns the files marked. */
export function hintFirstLoadChunks(distDir) {
  const files = [...new Set([...frameworkChunks(distDir), ...routeEntryChunks(distDir)])];
  return files.map((file) => {
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`${path}, a first-load chunk of the build, does not exist.`);
    writeFileSync(path, withCompileHint(readFileSync(path, 'utf8')));
    return file;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const distDir = join(here, process.env.NEXT_DIST_DIR || '.next');
  const marked = hintFirstLoadChunks(distDir);
  console.log(`Compile hint added to the ${marked.length} first-load chunks (web/compile-hints.mjs).`);
}
