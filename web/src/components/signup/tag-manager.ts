/** A Google Tag Manager container id. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The loader of the tag manager container: queues its start event on the shared dataLayer (which the
 * engine's pushes use too) and adds the container script. The id is validated by env.ts, so nothing
 * but [A-Z0-9-] reaches this string.
 */
export function tagManagerSnippet(id: string): string {
  if (!GTM_ID_PATTERN.test(id)) throw new Error(`not a tag manager id: ${id}`);
  return [
    'window.dataLayer=window.dataLayer||[];',
    "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    "(function(){var s=document.createElement('script');s.async=true;",
    `s.src='https://www.googletagmanager.com/gtm.js?id=${id}';`,
    'document.head.appendChild(s);})();',
  ].join('');
}
