// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageView } from './PageView';

let pathname = '/fr/docs/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

beforeEach(() => {
  window.dataLayer = [];
  document.title = 'Modèles | Paperwise';
  window.history.replaceState(null, '', '/fr/docs/?utm_source=x');
});

afterEach(cleanup);

describe('PageView (the tag manager page view)', () => {
  it("pushes a 'Main Website' page view with the page name, full path and variant id", () => {
    render(<PageView variantId="docs-fr" />);
    expect(window.dataLayer).toEqual([
      {
        event: 'pageView',
        pageName: 'Modèles | Paperwise',
        pageType: 'Main Website',
        pagePath: '/fr/docs/?utm_source=x',
        variantId: 'docs-fr',
      },
    ]);
  });

  it("pushes 'Error Page Main Website' for the error page, and again on a route change only", () => {
    const view = render(<PageView pageType="Error Page Main Website" pageName="Not found" />);
    view.rerender(<PageView pageType="Error Page Main Website" pageName="Not found" />);
    expect(window.dataLayer).toHaveLength(1);
    expect(window.dataLayer![0]).toMatchObject({ pageType: 'Error Page Main Website', variantId: null });
    pathname = '/fr/other/';
    window.history.replaceState(null, '', '/fr/other/');
    view.rerender(<PageView pageType="Error Page Main Website" pageName="Not found" />);
    expect(window.dataLayer).toHaveLength(2);
  });
});
