/**
 * `npm run bench -- observatory [path ...]`: Mozilla's HTTP Observatory grade of the built site
 * served over HTTPS. Starts the site on a loopback port behind the test TLS front (a certificate
 * made for the run, HTTP redirecting to HTTPS; scripts/lib/tls-front.ts) and scans each path
 * (default: the home page) with the Observatory's own tests, offline. Prints the grade, the score
 * and every test with its result and score change.
 */
import { observatoryScan } from '../lib/observatory';
import { startSite } from '../lib/site-server';
import { startTlsFront } from '../lib/tls-front';
import { table } from './lighthouse';

export async function run(args: string[]): Promise<void> {
  const paths = args.filter((arg) => !arg.startsWith('--'));
  const site = await startSite({ output: 'ignore' });
  const front = await startTlsFront(site.baseUrl);
  try {
    for (const path of paths.length ? paths : ['/']) {
      const result = await observatoryScan(front, path);
      process.stdout.write(
        `\nHTTP Observatory, ${front.httpsUrl}${path} (certificate trusted: ${result.verified ? 'yes' : 'no'}): grade ${result.grade}, score ${result.score}, ${result.testsPassed}/${result.testsQuantity} tests passed\n`,
      );
      process.stdout.write(
        `${table([
          ['test', 'result', 'pass', 'score'],
          ...Object.entries(result.tests).map(([name, test]) => [
            name,
            test.result,
            test.pass ? 'yes' : 'NO',
            test.modifier > 0 ? `+${test.modifier}` : String(test.modifier),
          ]),
        ])}\n`,
      );
      process.stdout.write(`CSP: ${result.csp ?? 'none'}\n`);
    }
  } finally {
    await front.stop();
    await site.stop();
  }
}
