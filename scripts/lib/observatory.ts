import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TlsFront } from './tls-front';

/**
 * Mozilla's HTTP Observatory (npm `@mdn/mdn-http-observatory`) run offline against a site behind
 * the test TLS front (scripts/lib/tls-front.ts): the same tests and grading as its scanner, at the
 * front's ports, with its certificate trusted.
 */
export interface ObservatoryResult {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  status: number;
  /** Whether the certificate was trusted (an untrusted one fails the HSTS and redirection tests). */
  verified: boolean;
  csp: string | null;
  tests: Record<string, { result: string; pass: boolean; modifier: number }>;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The package is installed without its install script, which would download the HSTS preload list
 * (the network is not needed for a loopback host, and none of it names one): an empty list stands
 * in for it.
 */
function preparePackage(): void {
  const packageJson = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json');
  const list = join(dirname(packageJson), 'conf', 'hsts-preload.json');
  if (!existsSync(list)) writeFileSync(list, '{}\n');
}

/**
 * Scans `path` of the front's host. Asynchronous on purpose: the front usually runs in this same
 * process, and a synchronous child would keep it from answering.
 */
export async function observatoryScan(front: TlsFront, path = '/'): Promise<ObservatoryResult> {
  preparePackage();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_EXTRA_CA_CERTS: front.certFile, NO_PROXY: '*', no_proxy: '*' };
  for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete env[name];
  const child = spawn(
    process.execPath,
    [join(here, 'observatory-child.mjs'), front.host, String(front.httpPort), String(front.httpsPort), path],
    { cwd: join(here, '..'), env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`the Observatory scan failed (exit ${code}): ${stdout}${stderr}`);
  return JSON.parse(stdout) as ObservatoryResult;
}
