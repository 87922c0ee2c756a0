// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryContent } from '@/content/test-kit';
import { LegalDocumentBody } from './LegalDocumentBody';
import { LegalTableOfContents } from './LegalTableOfContents';
import type { LegalDocumentContent } from './types';

// The site's published documents, read as the site reads them (the local Content Lake over HTTP).
const bundle = await queryContent<Array<{ _id: string }>>('*');
const doc = (id: string) => bundle.find((d) => d._id === id) as unknown as LegalDocumentContent;

afterEach(cleanup);

describe('LegalDocumentBody', () => {
  it('anchors each of the 24 EULA sections and the contact block, and the contents link to them', () => {
    const eula = doc('legalDocument-eula-fr');
    const { container } = render(
      <>
        <LegalTableOfContents document={eula} locale="fr" />
        <LegalDocumentBody document={eula} locale="fr" />
      </>,
    );
    const sections = [...container.querySelectorAll('section[id^="section-"]')];
    expect(sections.map((s) => s.id)).toEqual(Array.from({ length: 24 }, (_, i) => `section-${i + 1}`));
    expect(sections[13]!.querySelector('h2')!.textContent).toBe('14. Renouvellement automatique');
    const targets = [...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(targets).toHaveLength(25);
    for (const href of targets) expect(container.querySelector(href!), href!).not.toBeNull();
    expect(container.querySelector('#contact h2')!.textContent).toBe('Nous joindre');
  });

  it('anchors Schedule A and Exhibit B of the affiliate agreement', () => {
    const { container } = render(
      <LegalDocumentBody document={doc('legalDocument-affiliateAgreement-en')} locale="en" />,
    );
    expect(container.querySelectorAll('section[id^="section-"]')).toHaveLength(28);
    expect(container.querySelector('#schedule-a h2')!.textContent).toBe('Schedule A. Commission Structure');
    expect(container.querySelector('#exhibit-b h2')!.textContent).toBe('Exhibit B. Product Description');
  });

  it('renders bold, lists and links of the text, with links in the reader’s language', () => {
    const { container } = render(<LegalDocumentBody document={doc('legalDocument-eula-fr')} locale="fr" />);
    expect(container.querySelector('#section-9 li')).not.toBeNull();
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/fr/company/privacy-policy/');
    expect(hrefs).toContain('/fr/company/refund-policy/');
    expect(hrefs).not.toContain('/privacy-policy/');
    expect(hrefs).toContain('mailto:legal@paperwise.example');
    expect(hrefs).toContain('tel:+15145550142');
    expect(container.firstElementChild!.getAttribute('lang')).toBe('fr');
  });

  it('shows markup in the content as text and drops links that could run script', () => {
    const hostile: LegalDocumentContent = {
      ...doc('legalDocument-refundPolicy-en'),
      preamble: [
        {
          _key: 'x',
          _type: 'block',
          style: 'normal',
          markDefs: [{ _key: 'l', _type: 'link', href: 'javascript:alert(1)' }],
          children: [
            { _key: 'a', _type: 'span', marks: [], text: '<img src=x onerror=alert(1)>' },
            { _key: 'b', _type: 'span', marks: ['l'], text: 'click' },
          ],
        },
      ],
    };
    const { container } = render(<LegalDocumentBody document={hostile} locale="en" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>click');
    expect([...container.querySelectorAll('a')].some((a) => a.getAttribute('href')?.startsWith('javascript'))).toBe(
      false,
    );
  });

  it('fits in a dialog: prefixed anchors, headings one level down, links leaving a frame when asked', () => {
    const { container } = render(
      <LegalDocumentBody
        document={doc('legalDocument-termsOfUse-en')}
        locale="en"
        headingLevel={3}
        idPrefix="dialog-"
        linkTarget="_top"
      />,
    );
    expect(container.querySelector('#dialog-section-1 h3')).not.toBeNull();
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('a[href="/company/eula/"]')!.getAttribute('target')).toBe('_top');
  });
});
