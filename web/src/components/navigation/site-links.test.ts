// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routedAddress, SITE_LINK_ATTRIBUTE, siteLinkOf } from './site-links';

function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector(selector)!;
}

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('the site links the client router follows', () => {
  it('follows a plain primary click anywhere inside a site link, with the address as written', () => {
    const at = page(`<a href="/fr/company/about/" ${SITE_LINK_ATTRIBUTE}="view"><span>À propos</span></a>`);
    expect(routedAddress({ ...plain, target: at('span') })).toBe('/fr/company/about/');
    expect(routedAddress({ ...plain, target: at('a') })).toBe('/fr/company/about/');
    expect(siteLinkOf(at('span'))).toBe(at('a'));
  });

  it('leaves ordinary links, modified and middle clicks, handled clicks, new tabs and downloads to the browser', () => {
    const at = page(
      `<a id="plain" href="/de/"></a>` +
        `<a id="tab" href="/de/" target="_blank" ${SITE_LINK_ATTRIBUTE}="view"></a>` +
        `<a id="file" href="/de/" download ${SITE_LINK_ATTRIBUTE}="view"></a>` +
        `<a id="site" href="/de/" ${SITE_LINK_ATTRIBUTE}="intent"></a>`,
    );
    expect(routedAddress({ ...plain, target: at('#plain') })).toBeNull();
    expect(routedAddress({ ...plain, target: at('#tab') })).toBeNull();
    expect(routedAddress({ ...plain, target: at('#file') })).toBeNull();
    for (const change of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(routedAddress({ ...plain, ...change, target: at('#site') })).toBeNull();
    }
    expect(routedAddress({ ...plain, defaultPrevented: true, target: at('#site') })).toBeNull();
    expect(routedAddress({ ...plain, target: at('#site') })).toBe('/de/');
    expect(siteLinkOf(null)).toBeNull();
  });
});
