import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A client component whose code is fetched when it is first rendered, with React's own `lazy`.
 *
 * The site's loaders used `next/dynamic`, which does the same through its own loader: a few kB of
 * JavaScript in the first load of every page that has one of them, and the content route's pages
 * all do (every client component a route can render is part of its first scripts). Rendered on the
 * server too, unless `ssr` is false: then nothing is drawn until the page runs in the browser. The
 * boundary draws nothing while the code loads: where the server drew the component, its markup
 * stays on the page until then.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { ssr = true }: { ssr?: boolean } = {},
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    const inBrowser = useSyncExternalStore(subscribeToNothing, inBrowserSnapshot, onServerSnapshot);
    if (!ssr && !inBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

const subscribeToNothing = () => () => {};
const inBrowserSnapshot = () => true;
const onServerSnapshot = () => false;
