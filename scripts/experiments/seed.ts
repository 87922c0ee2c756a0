/**
 * `npm run experiments:seed`: fills the experiment event store with the demo experiments' simulated
 * events (experiment-docs-free-demo: 2,400 visitors a variant, a true uplift of +25 %;
 * experiment-pricing-plans: 3,000 a variant, more sign-ups but less revenue per visitor), replacing
 * the ones they held, and prints the counts per variant. The store is the site's: PostgreSQL when
 * DATABASE_URL is set, else the SQLite file in the data folder (DATA_DIR, else data/).
 * `--if-empty` seeds only when the store holds no event of the demo yet (what `npm start` runs).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMOS, demoIsMissing, seedDemoExperiment } from '../../web/src/experiments/seed';
import { openEventStore } from '../../web/src/experiments/store/open';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where the store is, as the site reads it (the site runs in web/: a relative DATA_DIR starts there). */
function storeSettings() {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// address');
  }
  const given = process.env.DATA_DIR?.trim();
  const dataDir = given ? resolve(join(root, 'web'), given) : join(root, 'data');
  return { databaseUrl, dataDir };
}

/** The database's address without its password, for the message. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

async function main() {
  const { values } = parseArgs({
    // `pnpm run experiments:seed -- --if-empty` passes the '--' on.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { 'if-empty': { type: 'boolean', default: false } },
  });
  const settings = storeSettings();
  const where = settings.databaseUrl
    ? `PostgreSQL ${shown(settings.databaseUrl)}`
    : join(settings.dataDir, 'experiments.sqlite');
  const store = await openEventStore(settings);
  try {
    for (const demo of DEMOS) {
      if (values['if-empty'] && !(await demoIsMissing(store, demo))) {
        console.log(`Experiment events: the demo experiment ${demo.experiment} is already in ${where}.`);
        continue;
      }
      const counts = await seedDemoExperiment(store, demo);
      console.log(`Seeded ${demo.experiment} in ${where}:`);
      for (const [index, c] of counts.entries()) {
        const role = index === 0 ? 'control' : 'variant';
        const rate = (n: number) => `${((100 * n) / Math.max(1, c.visitors)).toFixed(1)} %`;
        const money = demo.money
          ? `, ${c.purchases} purchases, ${(c.revenueMinor / 100 / Math.max(1, c.visitors)).toFixed(2)} ${demo.money.currency} a visitor`
          : '';
        console.log(
          `  ${role.padEnd(8)} ${c.variant}: ${c.visitors} visitors, ${c.signupsStarted} sign-ups started (${rate(c.signupsStarted)}), ${c.accountsCreated} accounts created (${rate(c.accountsCreated)})${money}`,
        );
      }
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Could not seed the demo experiment: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
