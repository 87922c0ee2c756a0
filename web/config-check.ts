/**
 * The configuration check that every command of tools/run.mjs which builds or serves the site runs
 * first, before the build and before the server listens: the environment is read with the site's
 * own rules (src/env.ts, and FRAME_ANCESTORS's in src/security-headers.ts). On success it prints
 * one line of JSON with what the runner needs (mode, host, port); otherwise every bad variable on a
 * line of its own, and exit status 1.
 */
import { parseEnv } from './src/env';
import { frameAncestorsValue } from './src/security-headers';

const problems: string[] = [];
let settings: { mode: string; host: string; port: string } | undefined;
try {
  const env = parseEnv(process.env);
  settings = { mode: env.SITE_MODE, host: env.HOST, port: env.PORT };
} catch (error) {
  problems.push(
    ...(error as Error).message
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim()),
  );
}
try {
  frameAncestorsValue(process.env.FRAME_ANCESTORS);
} catch (error) {
  problems.push((error as Error).message);
}

if (problems.length > 0 || !settings) {
  process.stderr.write(
    `The configuration is not valid; nothing was built or started:\n${problems.map((line) => `  ${line}`).join('\n')}\n` +
      'See docs/configuration.md (and .env.example).\n',
  );
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(settings)}\n`);
