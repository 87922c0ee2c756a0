/**
 * Runs `check` over every item, at most `limit` at a time, and waits for all of them: for a test
 * that makes several independent HTTP requests (no browser), so that it takes about as long as the
 * slowest few rather than their sum. The first failure fails the test; the other checks still end.
 * A list that grows with the content belongs in one test per item instead.
 */
export async function eachInParallel<T>(items: readonly T[], check: (item: T) => Promise<void>, limit = 4) {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await check(item);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length) throw errors[0];
}
