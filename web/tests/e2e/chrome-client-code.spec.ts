import { expect, test } from '@playwright/test';
import { payloadRows, payloadStream, referenceName } from '../../../scripts/bench/rsc-payload';

/**
 * The header and the footer are server markup (issue 24): the page's RSC payload carries their
 * <header> and <footer> elements themselves, and inside them only the few client components that
 * must run in the browser. A header rendered by a client component again would leave no <header>
 * element in the payload (the client component would draw it), and a new client component inside
 * either shows up by its export name. Read from the server's HTML, no browser.
 */

/**
 * Client components the header may hold: its one script and the account link (it reads a cookie).
 * The site's links are plain anchors, followed by the layout's one listener (SiteLinks.tsx).
 */
const HEADER_CLIENT = ['HeaderIsland', 'AccountLink'];
/** On a landing page the sign-up dialog's trigger replaces Try for free (the sign-up engine's). */
const LANDING_HEADER_CLIENT = [...HEADER_CLIENT, 'SignupTrigger'];
/** The footer: the cookie settings button (its links are plain anchors too). */
const FOOTER_CLIENT = ['CookieSettingsButton'];

type Element = ['$', string, unknown, Record<string, unknown>];
const isElement = (node: unknown): node is Element =>
  Array.isArray(node) && node[0] === '$' && typeof node[1] === 'string' && node.length >= 4;

/**
 * The first element of the payload of type `tag` whose class names include `hook`, and the export
 * names of the client components rendered inside it (one entry per instance); null when the payload
 * has no such element.
 */
function clientComponentsIn(html: string, tag: string, hook: string): string[] | null {
  const rows = payloadRows(payloadStream(html).stream);
  const references = new Map<string, string>();
  const models = new Map<string, unknown>();
  for (const row of rows) {
    if (row.tag === 'I') references.set(row.id, referenceName(row.data));
    if (row.tag !== '') continue;
    try {
      models.set(row.id, JSON.parse(row.data));
    } catch {
      // A row that is not JSON holds no element.
    }
  }
  // Walks a tree, following references to other model rows ("$1f", "$L1f"), each row once.
  const walk = (node: unknown, seen: Set<string>, onElement: (element: Element) => boolean | void): void => {
    if (typeof node === 'string') {
      const id = /^\$L?([0-9a-f]+)$/.exec(node)?.[1];
      if (id && models.has(id) && !seen.has(id)) {
        seen.add(id);
        walk(models.get(id), seen, onElement);
      }
      return;
    }
    if (isElement(node)) {
      if (onElement(node) === false) return;
      walk(node[3], seen, onElement);
      return;
    }
    if (Array.isArray(node)) node.forEach((child) => walk(child, seen, onElement));
    else if (node && typeof node === 'object') Object.values(node).forEach((child) => walk(child, seen, onElement));
  };
  let found: Element | null = null;
  for (const [id, model] of models) {
    if (found) break;
    walk(model, new Set([id]), (element) => {
      if (found) return false;
      if (
        element[1] === tag &&
        String(element[3].className ?? '')
          .split(' ')
          .includes(hook)
      )
        found = element;
    });
  }
  if (!found) return null;
  const names: string[] = [];
  walk((found as Element)[3], new Set(), (element) => {
    const reference = /^\$L([0-9a-f]+)$/.exec(element[1])?.[1];
    const name = reference ? references.get(reference) : undefined;
    if (name) names.push(name);
  });
  return names;
}

for (const { path, header, footer } of [
  { path: '/', header: HEADER_CLIENT, footer: FOOTER_CLIENT }, // the mega-menu header, the large footer
  { path: '/fr/', header: HEADER_CLIENT, footer: FOOTER_CLIENT }, // the classic header
  { path: '/docs/ab/15.10.24/01/', header: LANDING_HEADER_CLIENT, footer: FOOTER_CLIENT }, // a landing preset
]) {
  test(`${path}: the header and footer are server markup with no client component of their own`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const inHeader = clientComponentsIn(html, 'header', 'site-header');
    expect(inHeader, `${path}: the payload has no <header class="site-header">`).not.toBeNull();
    // The header's one script, once; the mega menus and the header's frame are no client components.
    expect(inHeader!.filter((name) => name === 'HeaderIsland')).toHaveLength(1);
    expect(
      inHeader!.filter((name) => !header.includes(name)),
      `${path}: in the header`,
    ).toEqual([]);
    const inFooter = clientComponentsIn(html, 'footer', 'site-footer');
    expect(inFooter, `${path}: the payload has no <footer class="site-footer">`).not.toBeNull();
    expect(
      inFooter!.filter((name) => !footer.includes(name)),
      `${path}: in the footer`,
    ).toEqual([]);
  });
}
