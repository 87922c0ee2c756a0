/**
 * The floor the site's figures are measured against: a bare Next App Router app (one layout, one
 * page, no project code) of the very Next and React versions the site uses, built offline from the
 * installed packages. It lives in .cache/bench-floor/ inside the repository, because Turbopack
 * compiles only files under its root, and the packages are linked from the site's own node_modules.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectDir, webDir } from '../lib/site-server';

export const FLOOR_DIR = join(projectDir, '.cache', 'bench-floor');

const FILES: Record<string, string> = {
  'package.json': '{ "name": "bench-floor", "private": true, "type": "module" }\n',
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(projectDir)} } };\n`,
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <main><h1>Empty page</h1></main>;\n}\n',
};

/** The versions of the packages the floor shares with the site, for the report. */
export function floorVersions(): Record<string, string> {
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(webDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version;
  return { next: version('next'), react: version('react'), 'react-dom': version('react-dom') };
}

/** Writes and builds the floor app from nothing; returns its folder and the build's duration in seconds. */
export function buildFloor(): { dir: string; buildSeconds: number } {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(FLOOR_DIR, name, '..'), { recursive: true });
    writeFileSync(join(FLOOR_DIR, name), text);
  }
  mkdirSync(join(FLOOR_DIR, 'node_modules'), { recursive: true });
  for (const name of ['next', 'react', 'react-dom']) {
    symlinkSync(realpathSync(join(webDir, 'node_modules', name)), join(FLOOR_DIR, 'node_modules', name));
  }
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the floor app's build failed (exit ${result.status})`);
  return { dir: FLOOR_DIR, buildSeconds: (performance.now() - started) / 1000 };
}
