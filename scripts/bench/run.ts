/**
 * `npm run bench -- <name> [args]`: runs one benchmark of this folder. Each benchmark is a module
 * exporting `run(args)`; add yours to the table.
 */
const BENCHMARKS: Record<string, () => Promise<{ run(args: string[]): Promise<void> }>> = {
  content: () => import('./content-lake'),
  'content-lake': () => import('./content-lake'),
  csp: () => import('./csp'),
  css: () => import('./css'),
  experiment: () => import('./experiment'),
  instances: () => import('./instances'),
  landing: () => import('./landing'),
  load: () => import('./load'),
  'login-burst': () => import('./login-burst'),
  observatory: () => import('./observatory'),
  quality: () => import('./quality'),
  signup: () => import('./signup'),
  site: () => import('./site'),
  throughput: () => import('./throughput'),
  variants: () => import('./variants'),
};

const [benchmark, ...args] = process.argv.slice(2);
const load = benchmark ? BENCHMARKS[benchmark] : undefined;
if (!load) {
  process.stderr.write(`usage: npm run bench -- <${Object.keys(BENCHMARKS).join('|')}> [args]\n`);
  process.exit(2);
}
await (await load()).run(args);

export {};
