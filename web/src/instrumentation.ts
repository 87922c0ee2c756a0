/**
 * Next runs register() once when a server starts, before it answers a request. Without a Sanity
 * project the site's content is the local Content Lake, which may have been published to since the
 * build prerendered its pages from the bundle: those pages are expired here (content/local-lake.ts).
 */
export async function register() {
  // Read as this exact expression, which Next writes into each runtime's build, so that the edge
  // build drops the import of the lake's Node.js code.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { expireBuildPagesWhenLakeChanged } = await import('./content/local-lake');
  if (expireBuildPagesWhenLakeChanged()) {
    console.log(
      '[content] the local Content Lake differs from the build: pages are rendered from it on their first visit.',
    );
  }
}
