// Run by scripts/lib/observatory.ts in a process of its own, so that NODE_EXTRA_CA_CERTS (the test
// certificate of the TLS front) is read at start. Scans one host the way the Observatory's own
// `scan()` does, but at given ports (its command line only knows 80 and 443), and prints the
// result as JSON.
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS, NUM_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';

const [host, httpPort, httpsPort, path] = process.argv.slice(2);
const requests = await retrieve(host, { httpPort, httpsPort, path });
if (!requests.responses.auto) {
  process.stdout.write(JSON.stringify({ error: `no answer from ${host}` }));
  process.exit(1);
}
const results = ALL_TESTS.map((test) => test(requests));
let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  passed += result.pass ? 1 : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
}
// Extra credit counts only once the score without it is an A already (as in the Observatory).
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
process.stdout.write(
  JSON.stringify({
    grade,
    score,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    status: requests.responses.auto.status,
    verified: requests.responses.auto.verified,
    csp: requests.responses.auto.headers['content-security-policy'] ?? null,
    tests,
  }),
);
