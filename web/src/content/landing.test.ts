import { landingPageId, signupDialogId } from '@paperwise/schemas/ids';
import { LANDING_LOCALES, LOCALES } from '@paperwise/schemas/locales';
import { describe, expect, it } from 'vitest';
import { queryContent } from './test-kit';
import { LandingContentError } from './content-error';
import { listLandingPaths, resolveLanding } from './landing';
import { toLandingConfig } from './landing-mapper';
import { getDefaultDocuments } from './templates';
import type { LandingConfig } from './types';
import { LANDING_PAGE_QUERY } from './queries';
import type { LANDING_PAGE_QUERY_RESULT } from './sanity.types';
import { ENGLISH_DEFAULT_LABELS } from '@/testing/default-templates';

type Lang = (typeof LANDING_LOCALES)[number];
interface Expected {
  preset: string;
  dialog: string;
  locales?: readonly Lang[];
  labelStyle?: string;
  buttonActive?: boolean;
}

const ALL: readonly Lang[] = LANDING_LOCALES;
/**
 * The layout preset and dialog each landing path has. Dialog keys: v1 to v5 are the five
 * e-mail-only variants, 'password' the e-mail/password dialog
 * (item 2, "the second variant"). Plain /docs/ and /lp/ pages use v1; /l/ pages use v2 ('get access now').
 */
const EXPECTED: Record<string, Expected> = {
  '/docs/': { preset: 'landing', dialog: 'v1' },
  '/lp/': { preset: 'landing', dialog: 'v1' },
  '/l/': { preset: 'campaign', dialog: 'v2' },
  ...Object.fromEntries(
    ['1800-templates', '2000-templates', '6m-users', 'attorney-drafted', 'fill-in-the-blanks', 'free-demo', 'ms-office']
      .flatMap((slug) => [`/docs/${slug}/`, `/lp/${slug}/`])
      .map((path) => [path, { preset: 'landing', dialog: 'v1', locales: ['en'] as const }]),
  ),
  ...Object.fromEntries(
    ['1300-modeles', '6m-utilisateurs', 'demo', 'economisez']
      .flatMap((slug) => [`/docs/${slug}/`, `/lp/${slug}/`])
      .map((path) => [path, { preset: 'landing', dialog: 'v1', locales: ['fr'] as const }]),
  ),
  ...Object.fromEntries(
    ['1200-modelos', '6m-clientes', 'espacios-blanco'].map((slug) => [
      `/lp/${slug}/`,
      { preset: 'landing', dialog: 'v1', locales: ['es'] as const },
    ]),
  ),
  '/l/aug232024/': { preset: 'campaign', dialog: 'v2' },
  '/l/sept092024/': { preset: 'campaign', dialog: 'v2' },
  '/l/jan022024/': { preset: 'campaign', dialog: 'v2' },
  '/l/f/': { preset: 'campaign-dialog', dialog: 'v3' },
  '/lp/ab/23.05.18/01/': { preset: 'landing', dialog: 'v4' },
  '/lp/ab/23.06.14/01/': { preset: 'landing', dialog: 'v5', buttonActive: false },
  '/docs/ab/23.09.24/01/': { preset: 'test-second-tagline', dialog: 'v1' },
  '/docs/ab/23.09.24/02/': { preset: 'test-second-tagline', dialog: 'password' },
  '/docs/ab/15.10.24/00/': { preset: 'test-third-tagline', dialog: 'password', labelStyle: 'default' },
  '/docs/ab/15.10.24/01/': { preset: 'test-third-tagline', dialog: 'v1', labelStyle: 'floating' },
  '/docs/ab/15.10.24/02/': { preset: 'test-third-tagline', dialog: 'v2', labelStyle: 'bold' },
  '/docs/ab/15.10.24/03/': { preset: 'test-third-tagline', dialog: 'v3', labelStyle: 'floating' },
  '/docs/ab/15.10.24/04/': { preset: 'test-third-tagline', dialog: 'password', labelStyle: 'bold' },
  '/docs/ab/11.05.24/00/': { preset: 'landing', dialog: 'password' },
  '/docs/ab/11.05.24/01/': { preset: 'landing', dialog: 'v5', buttonActive: true },
  // Variant B of the free-demo experiment: the free-demo page with another headline.
  '/docs/ab/24.11.26/01/': { preset: 'landing', dialog: 'v1', locales: ['en'] },
};
// /lp/demo/ exists in French and Spanish, /docs/demo/ in French only.
EXPECTED['/lp/demo/'] = { preset: 'landing', dialog: 'v1', locales: ['fr', 'es'] };

const cases = Object.entries(EXPECTED).flatMap(([path, expected]) =>
  (expected.locales ?? ALL).map((locale) => ({ path, locale, expected })),
);

describe('resolveLanding: every landing path of the spec', () => {
  it.each(cases)('$locale $path → preset and dialog the spec gives it', async ({ path, locale, expected }) => {
    const config = await resolveLanding(path, locale);
    expect(config, `${locale} ${path} has no landing document`).not.toBeNull();
    const c = config as LandingConfig;
    expect(c.path).toBe(path);
    expect(c.locale).toBe(locale);
    expect(c.layout.presetKey).toBe(expected.preset);
    expect(c.dialog.key).toBe(expected.dialog);
    expect(c.id).toBe(landingPageId(locale, path));
    expect(c.dialog.id).toBe(signupDialogId(locale, expected.dialog));
    expect(c.dialog.labelStyle).toBe(expected.labelStyle ?? 'default');
    // The first variant (the original e-mail-only dialog v1) goes direct on the e-mail cookie alone.
    expect(c.dialog.directGo).toBe(expected.dialog === 'v1' ? 'emailCookie' : 'emailAndSsoCookie');
    expect(c.dialog.buttonActive).toBe(expected.buttonActive ?? true);
    // Landing layouts are noindex,nofollow.
    expect(c.noindex).toBe(true);
    expect(c.analytics.variantId).toBe(path.slice(1, -1).replaceAll('/', '-'));
  });

  it('has no landing document the table above does not name', async () => {
    const named = new Set(cases.map(({ path, locale }) => `${locale} ${path}`));
    const stored = (await listLandingPaths()).map(({ path, locale }) => `${locale} ${path}`);
    expect(stored.filter((key) => !named.has(key))).toEqual([]);
    expect(stored).toHaveLength(named.size);
  });
});

describe('what each family of landing addresses does, as data', () => {
  it('/l/ pages: sticky header, no login, popup on, button "Get access now"', async () => {
    for (const locale of LANDING_LOCALES) {
      for (const path of ['/l/', '/l/aug232024/', '/l/sept092024/', '/l/jan022024/', '/l/f/']) {
        const c = (await resolveLanding(path, locale))!;
        expect(c.layout).toMatchObject({ headerKind: 'sticky', showLogin: false, popupEnabled: true });
      }
    }
    const en = (await resolveLanding('/l/aug232024/', 'en'))!;
    expect(en.dialog.buttons.idle.toLowerCase()).toBe('get access now');
  });

  it('/l/f/ is a direct-modal page with the fourth dialog (Unlock Your Business Potential)', async () => {
    const c = (await resolveLanding('/l/f/', 'en'))!;
    expect(c.layout.directModal).toBe(true);
    expect(c.dialog.title).toBe('Unlock Your Business Potential');
    expect(c.dialog.benefits.length).toBeGreaterThan(0);
    expect(c.dialog.credibility.length).toBeGreaterThan(0);
    const others = await Promise.all(['/l/', '/docs/free-demo/'].map((p) => resolveLanding(p, 'en')));
    expect(others.map((o) => o!.layout.directModal)).toEqual([false, false]);
  });

  it('/docs/ab/23.09.24/ shows the second tagline, /docs/ab/15.10.24/ the third with the large footer', async () => {
    const standard = (await resolveLanding('/docs/free-demo/', 'en'))!;
    const second = (await resolveLanding('/docs/ab/23.09.24/01/', 'en'))!;
    const third = (await resolveLanding('/docs/ab/15.10.24/02/', 'fr'))!;
    expect(standard.layout.tagline?.text).toBe('All-in-one business management toolkit');
    expect(second.layout.tagline?.text).toBe('Business document management software');
    expect(third.layout.tagline?.text).toBe('Simplifiez votre façon de travailler');
    expect(standard.layout.footerKind).toBe('simple');
    expect(third.layout.footerKind).toBe('large');
  });

  it('the logo variant v5 is active only on /docs/ab/11.05.24/01/', async () => {
    const pages = await listLandingPaths();
    const withV5 = (await Promise.all(pages.map(({ path, locale }) => resolveLanding(path, locale)))).filter(
      (c): c is LandingConfig => c?.dialog.key === 'v5',
    );
    expect(withV5.length).toBeGreaterThan(3);
    for (const c of withV5)
      expect(c.dialog.buttonActive, `${c.locale} ${c.path}`).toBe(c.path === '/docs/ab/11.05.24/01/');
  });

  it('dialog behaviour flags: v1 sends no Device, the password dialog fires no Account Created', async () => {
    const v1 = (await resolveLanding('/docs/free-demo/', 'en'))!.dialog;
    const password = (await resolveLanding('/docs/ab/15.10.24/00/', 'en'))!.dialog;
    const v5 = (await resolveLanding('/docs/ab/11.05.24/01/', 'en'))!.dialog;
    expect([v1.kind, v1.sendDevice, v1.fireAccountCreated]).toEqual(['email', false, true]);
    expect([password.kind, password.sendDevice, password.fireAccountCreated]).toEqual(['emailPassword', true, false]);
    expect(password.fieldLabels).toMatchObject({
      passError: 'Password must be 8 characters or more, contain a letter & number',
      confirmPassError: 'Password does not match',
    });
    expect(v1.fieldLabels).toMatchObject({
      labelDefault: 'Enter your business email',
      labelError: 'Valid email address required',
      labelExists: 'Account already exists',
    });
    expect([v5.showLogo, v5.sendDevice, v5.fireAccountCreated]).toEqual([true, true, true]);
  });

  it('the Boost variant has its sub-text in English only', async () => {
    const texts = await Promise.all(LANDING_LOCALES.map((l) => resolveLanding('/lp/ab/23.05.18/01/', l)));
    expect(texts.map((c) => c!.dialog.title)).toContain('Boost Your Business Efficiency');
    expect(texts.map((c) => Boolean(c!.dialog.subText))).toEqual([true, false, false]);
  });

  it('the consent line quotes the wording of the page, in its language', async () => {
    const download = (await resolveLanding('/docs/ab/11.05.24/01/', 'en'))!.dialog.consent;
    const instant = (await resolveLanding('/docs/free-demo/', 'en'))!.dialog.consent;
    const startedFr = (await resolveLanding('/docs/ab/15.10.24/00/', 'fr'))!.dialog.consent;
    expect([download.wording, download.action]).toEqual(['download', 'Download']);
    expect([instant.wording, instant.action]).toEqual(['getInstantAccess', 'Get Instant Access']);
    expect([startedFr.wording, startedFr.action]).toEqual(['getStartedNow', 'Commencer maintenant']);
    for (const placeholder of ['{action}', '{terms}', '{privacy}']) expect(instant.template).toContain(placeholder);
  });

  it('fills {templates} with the page number, else the language count', async () => {
    const v5 = (await resolveLanding('/docs/ab/11.05.24/01/', 'en'))!;
    const control = (await resolveLanding('/docs/ab/11.05.24/00/', 'en'))!;
    const es = (await resolveLanding('/lp/demo/', 'es'))!;
    expect(v5.templateCountOverride).toBe('3,000');
    expect(v5.dialog.heading).toBe('3,000 templates ready for your business');
    expect(control.templateCountOverride).toBeNull();
    expect(control.templateCount).toBe('3,000+');
    expect(es.templateCount).toBe('1.200');
    // Block texts keep their placeholders: the blocks fill them as they render (their own tests).
    const withoutBlocks = [v5, control, es].map(({ sections: _sections, ...rest }) => rest);
    expect(JSON.stringify(withoutBlocks)).not.toContain('{templates}');
  });

  it('a page without templates of its own shows the language defaults; the 11.05.24/01 page leads with its document', async () => {
    const plain = (await resolveLanding('/docs/demo/', 'fr'))!;
    expect(plain.templates.keywords).toEqual(['contrat-de-distribution']);
    expect(plain.templates.documents).toEqual(plain.defaults.documents);
    const own = (await resolveLanding('/docs/ab/11.05.24/01/', 'es'))!;
    expect(own.templates.keywords).toEqual(['plan-de-negocios']);
    expect(own.templates.documents).toHaveLength(12);
    expect(own.templates.documents[0]).toMatchObject({ templateId: 99, url: 'plan-de-negocios-D99' });
    expect(own.templates.isMainButton).toBe(true);
    expect(own.templates.cardHeading).toBe('Su documento está listo');
  });
});

describe('resolveLanding: what is not a landing page', () => {
  it.each([
    ['/docs/nothing-here/', 'en'],
    ['/docs/free-demo/', 'fr'], // English-only slug
    ['/docs/free-demo/', 'it'], // landing layouts exist in en, fr, es only
    ['/docs/free-demo', 'en'], // not the stored form
    ['/fr/docs/demo/', 'fr'], // language prefix belongs to the URL, not the content
    ['/DOCS/FREE-DEMO/', 'en'],
    ['/docs/../l/f/', 'en'],
    ['/', 'en'],
    ['', 'en'],
  ] as const)('%s in %s → null (404)', async (path, locale) => {
    await expect(resolveLanding(path, locale)).resolves.toBeNull();
  });
});

describe('default documents of each language', () => {
  const KEYWORDS = {
    en: 'business-and-legal-documents',
    fr: 'contrat-de-distribution',
    es: 'plan-de-marketing',
    de: 'vertriebsvereinbarung',
    it: 'accordo-di-distribuzione',
    pt: 'acordo-de-distribuiçã',
  };
  const ENGLISH_ORDER = [101, 102, 103, 99, 104, 105, 106, 107, 108, 109, 110, 111];

  it.each(LOCALES)('%s: the exact keyword and 12 well-formed entries', async (locale) => {
    const defaults = await getDefaultDocuments(locale);
    expect(defaults.keyword).toBe(KEYWORDS[locale]);
    expect(defaults.documents).toHaveLength(12);
    for (const d of defaults.documents) {
      const slug = d.url.replace(/-D\d+$/, '');
      expect(d.url).toBe(`${slug}-D${d.templateId}`);
      expect(d.thumb).toBe(`imgs/250px/${d.templateId}.png`);
      expect(d.search).toBe(`/search/?t=${slug}`);
    }
  });

  it('English, German, Italian and Portuguese share the English list in the spec’s order', async () => {
    const lists = await Promise.all((['en', 'de', 'it', 'pt'] as const).map((l) => getDefaultDocuments(l)));
    expect(lists[0]!.documents.map((d) => d.templateId)).toEqual(ENGLISH_ORDER);
    expect(lists[0]!.documents.map((d) => d.label)).toEqual(ENGLISH_DEFAULT_LABELS);
    expect(lists[0]!.documents.find((d) => d.templateId === 99)?.url).toBe('business-plan-D99');
    for (const other of lists.slice(1)) expect(other.documents).toEqual(lists[0]!.documents);
  });

  it('French and Spanish have their own lists in their language, led by their keyword', async () => {
    const fr = await getDefaultDocuments('fr');
    const es = await getDefaultDocuments('es');
    expect(fr.documents[0]).toMatchObject({ label: 'Contrat de distribution', url: 'contrat-de-distribution-D101' });
    expect(es.documents[0]).toMatchObject({ label: 'Plan de marketing', url: 'plan-de-marketing-D102' });
    expect(fr.documents.find((d) => d.templateId === 99)?.label).toBe("Plan d'affaires");
    expect(new Set(fr.documents.map((d) => d.templateId)).size).toBe(12);
    expect(new Set(es.documents.map((d) => d.templateId)).size).toBe(12);
  });
});

describe('toLandingConfig on broken content', () => {
  async function raw(path: string, locale: string) {
    return (await queryContent<LANDING_PAGE_QUERY_RESULT>(LANDING_PAGE_QUERY, { path, locale }))!;
  }

  it('names the document when the dialog or the preset is gone', async () => {
    const page = await raw('/docs/free-demo/', 'en');
    expect(() => toLandingConfig({ ...page, dialog: null }, 'en')).toThrow(
      new LandingContentError(
        'landingPage-en-docs-free-demo',
        'it has no sign-up dialog (or the dialog does not exist)',
      ),
    );
    expect(() => toLandingConfig({ ...page, preset: null }, 'en')).toThrow(
      /landingPage-en-docs-free-demo: it has no layout preset/,
    );
  });

  it('a dialog that does not name its direct-go rule gets the stricter, newer one', async () => {
    const page = await raw('/docs/free-demo/', 'en');
    expect(toLandingConfig(page, 'en').dialog.directGo).toBe('emailCookie');
    const unset = { ...page, dialog: { ...page.dialog!, directGo: null } };
    expect(toLandingConfig(unset, 'en').dialog.directGo).toBe('emailAndSsoCookie');
  });

  it('refuses an empty button text rather than rendering a blank button', async () => {
    const page = await raw('/l/f/', 'es');
    const dialog = { ...page.dialog!, buttons: { ...page.dialog!.buttons!, idle: '' } };
    expect(() => toLandingConfig({ ...page, dialog }, 'es')).toThrow(/the button text is missing/);
  });

  it('resolves every stored landing document without a content error', async () => {
    const pages = await listLandingPaths();
    expect(pages.length).toBeGreaterThanOrEqual(78);
    for (const { path, locale } of pages)
      expect((await raw(path, locale)) && toLandingConfig(await raw(path, locale), locale)).toBeTruthy();
  });
});
