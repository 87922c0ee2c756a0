/**
 * A separate process writing experiment events, for the store's concurrency tests:
 * `tsx event-writer.ts <sqlite file> <count>` records `count` exposures (visitors v0, v1, ...) in
 * batches of 10 and prints the outcome as JSON.
 */
import { openSqliteStore } from '../experiments/store/sqlite-store';

async function main() {
  const [path, countText] = process.argv.slice(2);
  const count = Number(countText);
  if (!path || !Number.isInteger(count)) throw new Error('usage: event-writer.ts <sqlite file> <count>');
  const store = await openSqliteStore(path);
  const total = { stored: 0, duplicates: 0 };
  for (let start = 0; start < count; start += 10) {
    const events = Array.from({ length: Math.min(10, count - start) }, (_, i) => ({
      type: 'exposure' as const,
      experiment: 'experiment-a',
      variant: (start + i) % 2 ? 'b' : 'control',
      visitorId: `v${start + i}`,
      at: new Date(),
    }));
    const outcome = await store.record(events);
    total.stored += outcome.stored;
    total.duplicates += outcome.duplicates;
  }
  await store.close();
  process.stdout.write(JSON.stringify(total));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
