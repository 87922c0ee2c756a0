import { describe, expect, it } from 'vitest';
import {
  buildVariantDraft,
  experimentForPath,
  landingPageId,
  suggestVariantPath,
  variantIdForPath,
  variantPathProblem,
  isVariantType,
  variantPageId,
} from './variant';

describe('ids from an address', () => {
  it('derives the variant id and the readable document id', () => {
    expect(variantIdForPath('/docs/ab/15.10.24/01/')).toBe('docs-ab-15.10.24-01');
    expect(variantIdForPath('/l/f/')).toBe('l-f');
    expect(landingPageId('fr', '/docs/demo/')).toBe('landingPage-fr-docs-demo');
  });

  it('names the experiment of an A/B address only', () => {
    expect(experimentForPath('/docs/ab/15.10.24/05/')).toBe('docs-ab-15.10.24');
    expect(experimentForPath('/lp/ab/23.05.18/02/')).toBe('lp-ab-23.05.18');
    expect(experimentForPath('/docs/free-demo/')).toBeNull();
    expect(experimentForPath('/l/aug232024/')).toBeNull();
  });
});

describe('suggestVariantPath', () => {
  it('offers the next free number, keeping its width', () => {
    const taken = ['/docs/ab/15.10.24/00/', '/docs/ab/15.10.24/01/', '/docs/ab/15.10.24/05/'];
    expect(suggestVariantPath('/docs/ab/15.10.24/04/', taken)).toBe('/docs/ab/15.10.24/06/');
    expect(suggestVariantPath('/docs/ab/15.10.24/00/', taken)).toBe('/docs/ab/15.10.24/02/');
    expect(suggestVariantPath('/docs/ab/15.10.24/09/', [])).toBe('/docs/ab/15.10.24/10/');
  });

  it('offers the source address to edit when it does not end in a number', () => {
    expect(suggestVariantPath('/docs/free-demo/', [])).toBe('/docs/free-demo/');
  });
});

describe('variantPathProblem', () => {
  const taken = ['/docs/demo/', '/docs/ab/15.10.24/00/'];
  it('accepts a new well-formed address', () => {
    expect(variantPathProblem('/docs/ab/15.10.24/05/', 'fr', taken)).toBeNull();
  });
  it('refuses an address already used in the language', () => {
    expect(variantPathProblem('/docs/demo/', 'fr', taken)).toBe(
      '/docs/demo/ is already used by another fr page: choose a new address.',
    );
  });
  it.each([
    ['docs/x/', /start and end with a slash/],
    ['/docs/x', /start and end with a slash/],
    ['/Docs/X/', /lower-case/],
    ['/es/docs/x/', /Leave the language out/],
    ['/docs/x y/', /Use only letters/],
    ['/', /start and end with a slash/],
  ])('refuses the malformed address %s', (path, message) => {
    expect(variantPathProblem(path, 'en', [])).toMatch(message);
  });
  it('refuses a language without landing pages', () => {
    expect(variantPathProblem('/docs/x/', 'de', [])).toMatch(/only in English, French and Spanish/);
  });
});

describe('buildVariantDraft and the page blocks', () => {
  it('copies the sections (blocks with their keys) into the new variant, as a copy of its own', () => {
    const sections = [
      { _type: 'hero', _key: 'hero', headline: 'Modèles', cta: { label: 'Essai', action: 'signup' } },
      { _type: 'templateGrid', _key: 'templates', heading: 'Vos documents', source: 'page' },
    ];
    const source = { _id: 'landingPage-fr-docs-ab-1-01', _type: 'landingPage', language: 'fr', sections };
    const draft = buildVariantDraft(source, '/docs/ab/1/02/') as typeof source;
    expect(draft.sections).toEqual(sections);
    draft.sections[0]!.headline = 'Changed';
    expect(sections[0]!.headline).toBe('Modèles');
  });
});

describe('buildVariantDraft', () => {
  const source = {
    _id: 'drafts.landingPage-fr-docs-ab-15-10-24-03',
    _type: 'landingPage',
    _rev: 'abc',
    _createdAt: '2024-10-15T00:00:00Z',
    _updatedAt: '2024-10-16T00:00:00Z',
    language: 'fr',
    path: '/docs/ab/15.10.24/03/',
    experiment: 'docs-ab-15.10.24',
    variantId: 'docs-ab-15.10.24-03',
    title: 'Modèles',
    dialog: { _type: 'reference', _ref: 'signupDialog-fr-v3' },
    labelStyle: 'floating',
  };

  it('copies the content to a draft at the new address with its own ids', () => {
    // Everything but the system fields is copied; the ids and the address are the new variant's.
    const { _rev, _createdAt, _updatedAt, ...content } = source;
    expect(buildVariantDraft(source, '/docs/ab/15.10.24/05/')).toEqual({
      ...content,
      _id: 'drafts.landingPage-fr-docs-ab-15-10-24-05',
      path: '/docs/ab/15.10.24/05/',
      variantId: 'docs-ab-15.10.24-05',
    });
  });

  it('puts a plain page copied under /ab/ into that experiment', () => {
    const plain = {
      _id: 'landingPage-en-docs-free-demo',
      _type: 'landingPage',
      language: 'en',
      path: '/docs/free-demo/',
    };
    expect(buildVariantDraft(plain, '/docs/ab/01.01.26/01/')).toMatchObject({
      _id: 'drafts.landingPage-en-docs-ab-01-01-26-01',
      experiment: 'docs-ab-01.01.26',
    });
    expect(buildVariantDraft(plain, '/docs/free-demo-2/')).not.toHaveProperty('experiment');
  });
});

describe('a pricing page duplicated as a new variant', () => {
  it('stays a pricing page, with its own id and variant id, in any of the six languages', () => {
    const source = {
      _id: 'pricingPage-de-pricing-plans-save50',
      _type: 'pricingPage',
      language: 'de',
      path: '/pricing/plans/save50/',
      variantId: 'pricing-plans-save50',
      discount: 50,
    };
    expect(variantPathProblem('/pricing/plans/save50/ab/1/', 'de', [], 'pricingPage')).toBeNull();
    expect(variantPathProblem('/pricing/plans/save50/', 'de', ['/pricing/plans/save50/'], 'pricingPage')).toMatch(
      /already used/,
    );
    expect(buildVariantDraft(source, '/pricing/plans/ab/save/2/')).toEqual({
      _id: 'drafts.pricingPage-de-pricing-plans-ab-save-2',
      _type: 'pricingPage',
      language: 'de',
      path: '/pricing/plans/ab/save/2/',
      variantId: 'pricing-plans-ab-save-2',
      discount: 50,
      experiment: 'pricing-plans-ab-save',
    });
    expect(isVariantType('pricingPage')).toBe(true);
    expect(isVariantType('page')).toBe(false);
    expect(variantPageId('landingPage', 'fr', '/docs/demo/')).toBe('landingPage-fr-docs-demo');
  });
});
