import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentIdProblem, landingPageId, perLanguageDocumentId, signupDialogId } from '@paperwise/schemas/ids';
import { DEFAULT_BUNDLE, ROOT } from './dataset';
import { parseNdjson, serializeNdjson, type SanityDocumentLike } from './ndjson';
import { evaluate, parse } from 'groq-js';
import { bundleClient, formatReport, validateBundle, type BundleReport, type Problem } from './validate-bundle';

const bundle = parseNdjson(readFileSync(DEFAULT_BUNDLE, 'utf8'), 'bundle');
const byId = new Map(bundle.map((doc) => [doc._id, doc]));
const copy = <T>(value: T): T => structuredClone(value);
const doc = (id: string): SanityDocumentLike => {
  const found = byId.get(id);
  if (!found) throw new Error(`the bundle has no ${id}`);
  return copy(found);
};

/** A small, valid slice of the bundle: two pages and everything they refer to. */
function slice(): SanityDocumentLike[] {
  const ids = [
    'landingPage-fr-docs-demo',
    'landingPage-en-docs-free-demo',
    'layoutPreset-landing',
    'tagline-primary',
    'signupDialog-fr-v1',
    'signupDialog-en-v1',
    'signupDialog-es-v4',
    'defaultDocuments-pt',
    'siteSettings',
  ];
  return ids.map(doc);
}

function replace(docs: SanityDocumentLike[], changed: SanityDocumentLike): SanityDocumentLike[] {
  return docs.map((d) => (d._id === changed._id ? changed : d));
}

const errorsOf = (report: BundleReport) => report.problems.filter((p) => p.level === 'error');
const find = (report: BundleReport, id: string, field: string): Problem[] =>
  errorsOf(report).filter((p) => p.id === id && p.field === field);
/** The message of the first error on that field of that document. */
const messageAt = (report: BundleReport, id: string, field: string) => find(report, id, field)[0]?.message;
/** Errors on any block keyed "ok": the tests key the valid block of each kind so. */
const okErrors = (report: BundleReport) => errorsOf(report).filter((p) => p.field.includes('"ok"'));

/** A block or one of its items: its key, its type and its own fields. */
const item = <F extends object>(_key: string, _type: string, fields: F) => ({ _key, _type, ...fields });
/** Puts `blocks` after the page's own. */
function addBlocks(page: SanityDocumentLike, ...blocks: unknown[]) {
  page.sections = [...(page.sections as unknown[]), ...blocks];
}

describe('validateBundle refuses what would break the site', () => {
  it('accepts the untouched slice', async () => {
    expect(errorsOf(await validateBundle(slice()))).toEqual([]);
  });

  it('a path used twice in the same language: both pages are named', async () => {
    const twin = { ...doc('landingPage-fr-docs-demo'), _id: 'landingPage-fr-docs-demo-copy', variantId: 'copy' };
    const report = await validateBundle([...slice(), twin]);
    expect(messageAt(report, 'landingPage-fr-docs-demo-copy', 'path')).toBe(
      '/docs/demo/ is already used in this language by landingPage-fr-docs-demo.',
    );
    expect(messageAt(report, 'landingPage-fr-docs-demo', 'path')).toMatch(
      /already used in this language by landingPage-fr-docs-demo-copy\./,
    );
  });

  it('the same path in another language is fine', async () => {
    const spanish: SanityDocumentLike = {
      ...doc('landingPage-fr-docs-demo'),
      _id: 'landingPage-es-docs-demo',
      language: 'es',
      dialog: { _type: 'reference', _ref: 'signupDialog-es-v4' },
    };
    expect(errorsOf(await validateBundle([...slice(), spanish]))).toEqual([]);
  });

  it('a page may take a landing page’s address in another language, not in the landing page’s own', async () => {
    const german = { ...doc('page-de-docs'), _id: 'page-de-docs-free-demo', path: '/docs/free-demo/' };
    const english = { ...doc('page-de-docs'), _id: 'page-en-docs-free-demo', language: 'en', path: '/docs/free-demo/' };
    const report = await validateBundle([...slice(), german, english]);
    expect(errorsOf(report).filter((p) => p.id === 'page-de-docs-free-demo')).toEqual([]);
    expect(messageAt(report, 'page-en-docs-free-demo', 'path')).toBe(
      '/docs/free-demo/ is the address of the landing page landingPage-en-docs-free-demo in this language, which would be shown instead: give this page another address.',
    );
  });

  it('a dangling reference', async () => {
    const page = doc('landingPage-en-docs-free-demo');
    page.preset = { _type: 'reference', _ref: 'layoutPreset-gone' };
    const report = await validateBundle(replace(slice(), page));
    expect(find(report, page._id, 'preset')).toEqual([
      expect.objectContaining({
        message: 'refers to “layoutPreset-gone”, which is not in the bundle (dangling reference).',
      }),
    ]);
  });

  it('a landing page in Italian', async () => {
    const italian = { ...doc('landingPage-en-docs-free-demo'), _id: 'landingPage-it-docs-free-demo', language: 'it' };
    const report = await validateBundle([...slice(), italian]);
    expect(find(report, italian._id, 'language').map((p) => p.message)).toContain(
      'Landing pages exist only in English, French and Spanish (en, fr, es), not in “it”.',
    );
    // The English dialog does not fit an Italian page either.
    expect(messageAt(report, italian._id, 'dialog')).toMatch(/dialog is in “en” but the page is in “it”/);
  });

  it('a landing page without dialog or preset', async () => {
    const page = doc('landingPage-en-docs-free-demo');
    delete page.dialog;
    delete page.preset;
    const report = await validateBundle(replace(slice(), page));
    expect(messageAt(report, page._id, 'dialog')).toMatch(/Choose a sign-up dialog/);
    expect(messageAt(report, page._id, 'preset')).toMatch(/Choose a layout preset/);
  });

  it.each([
    ['/Docs/Demo/', /lower-case/],
    ['docs/demo/', /start and end with a slash/],
    ['/docs/demo', /start and end with a slash/],
    ['/fr/docs/demo/', /Leave the language out/],
    ['/docs/dé mo/', /Use only letters/],
  ])('a malformed path %s', async (path, message) => {
    const page = { ...doc('landingPage-fr-docs-demo'), path };
    const report = await validateBundle(replace(slice(), page));
    expect(messageAt(report, page._id, 'path')).toMatch(message);
  });

  it('an empty button label', async () => {
    const dialog = doc('signupDialog-es-v4');
    (dialog.buttons as { idle: string }).idle = '';
    const report = await validateBundle(replace(slice(), dialog));
    expect(messageAt(report, dialog._id, 'buttons.idle')).toBe('“Button” cannot be empty.');
  });

  it('a document list not of 12 entries, in the defaults and on a page', async () => {
    const defaults = doc('defaultDocuments-pt');
    defaults.documents = (defaults.documents as unknown[]).slice(0, 11);
    const page = doc('landingPage-en-docs-free-demo');
    page.templates = {
      ...(page.templates as object),
      documents: (doc('defaultDocuments-pt').documents as unknown[]).slice(0, 5),
    };
    const report = await validateBundle(replace(replace(slice(), defaults), page));
    expect(messageAt(report, defaults._id, 'documents')).toBe('The list must hold exactly 12 templates.');
    expect(messageAt(report, page._id, 'templates.documents')).toMatch(/add exactly 12 \(now 5\)/);
  });

  it('blocks in the wrong place: the document, the block and the field are named', async () => {
    const page = doc('landingPage-en-docs-free-demo');
    const [hero, grid] = page.sections as Array<Record<string, unknown>>;
    const second = { ...hero!, _key: 'hero2' };
    const list = { ...grid!, _key: 'list', source: 'list', templates: [] };
    page.sections = [grid, hero, second, list];
    const report = await validateBundle(replace(slice(), page));
    expect(messageAt(report, page._id, 'sections[_key=="hero"](hero)')).toBe(
      'The hero must be the first block: move it to the top.',
    );
    expect(messageAt(report, page._id, 'sections[_key=="hero2"](hero)')).toBe(
      'A page has one hero: remove this second one.',
    );
    expect(messageAt(report, page._id, 'sections[_key=="list"](templateGrid)')).toBe(
      'A chosen list shows 12 templates: add exactly 12 (now 0).',
    );
    expect(formatReport('bundle', report)).toContain(
      `${page._id} (landingPage) › sections[_key=="hero"](hero): The hero must be`,
    );
  });

  it('numbers, modules, testimonials, trust strip and band: valid ones pass, broken ones are named', async () => {
    const page = doc('landingPage-en-docs-free-demo');
    const [hero, grid] = page.sections as Array<Record<string, unknown>>;
    const blocks = {
      trust: item('trust', 'trustStrip', {
        items: [
          item('card', 'trustItem', { icon: 'card', text: 'No credit card required' }),
          item('lock', 'trustItem', { icon: 'lock', text: '100% secure platform' }),
        ],
      }),
      numbers: item('numbers', 'claims', {
        items: [
          item('a', 'claimItem', { claim: 'businesses', label: 'businesses and teams' }),
          item('b', 'claimItem', { claim: 'downloads', label: 'downloads since {since}' }),
        ],
      }),
      modules: item('modules', 'featureGrid', {
        heading: 'Everything your business needs',
        items: [
          item('t', 'featureItem', { icon: 'templates', title: 'Business Templates' }),
          item('h', 'featureItem', { icon: 'hr', title: 'HR Management', link: { label: 'Learn more', href: '/hr/' } }),
        ],
      }),
      voices: item('voices', 'testimonials', {
        heading: 'What business owners say',
        rating: { score: 4.8, count: '2,400', label: 'Rated {score} out of 5 by {count} reviewers' },
      }),
      band: item('band', 'ctaBand', {
        heading: 'Your next contract, ready today',
        cta: { label: 'Get instant access', action: 'signup' },
      }),
    };
    page.sections = [hero, grid, ...Object.values(blocks)];
    expect(errorsOf(await validateBundle(replace(slice(), page)))).toEqual([]);

    page.sections = [
      hero,
      grid,
      { ...blocks.trust, items: blocks.trust.items.slice(0, 1) },
      { ...blocks.numbers, items: [...blocks.numbers.items, { ...blocks.numbers.items[0]!, _key: 'c' }] },
      { ...blocks.modules, items: blocks.modules.items.slice(1) },
      { ...blocks.voices, rating: { ...blocks.voices.rating, score: 6 } },
      { ...blocks.band, cta: { label: 'Plans', action: 'link' } },
    ];
    const report = await validateBundle(replace(slice(), page));
    const at = (block: string) => find(report, page._id, block).map((p) => p.message);
    expect(at('sections[_key=="trust"](trustStrip)')).toEqual(['Show 2 to 6 reassurances: add 1 more.']);
    expect(at('sections[_key=="numbers"](claims)')).toEqual(['“Businesses and teams” is shown twice: keep it once.']);
    expect(at('sections[_key=="modules"](featureGrid)')).toEqual(['Show 2 to 12 modules: add 1 more.']);
    expect(at('sections[_key=="voices"](testimonials)')).toEqual(['The score is out of 5: write 0 to 5 (now 6).']);
    expect(at('sections[_key=="band"](ctaBand)')).toEqual([
      'Give the address the button goes to, or choose “Open the sign-up dialog”.',
    ]);
  });

  it('a page without blocks, and a block the page kind does not allow', async () => {
    const empty = doc('landingPage-en-docs-free-demo');
    empty.sections = [];
    const report = await validateBundle(replace(slice(), empty));
    expect(find(report, empty._id, 'sections').map((p) => p.message)).toContain(
      'Add at least one block: the page would be empty.',
    );
    const stranger = doc('landingPage-fr-docs-demo');
    addBlocks(stranger, { _key: 'x', _type: 'legalSection', number: 1 });
    const strange = await validateBundle(replace(slice(), stranger));
    expect(errorsOf(strange).some((p) => p.id === stranger._id && p.field.startsWith('sections'))).toBe(true);
  });

  it('an FAQ without questions, or with a question left unanswered, is named with its page', async () => {
    const page = doc('landingPage-en-docs-free-demo');
    const faq = (key: string, items: unknown[]) => item(key, 'faq', { heading: 'Frequently asked questions', items });
    const answered = { _key: 'q1', _type: 'faqItem', question: 'Do I need a credit card?', answer: 'No.' };
    const unanswered = { _key: 'q2', _type: 'faqItem', question: 'Can I cancel at any time?', answer: '' };
    addBlocks(page, faq('ok', [answered]), faq('none', []), faq('open', [unanswered]));
    const report = await validateBundle(replace(slice(), page));
    expect(find(report, page._id, 'sections[_key=="ok"](faq)')).toEqual([]);
    expect(messageAt(report, page._id, 'sections[_key=="none"](faq)')).toBe(
      'Add at least one question with its answer.',
    );
    expect(messageAt(report, page._id, 'sections[_key=="open"](faq)')).toBe(
      'Write the answer to “Can I cancel at any time?”: it would open on nothing.',
    );
  });

  it('a rich text without words, and its link to an address the site refuses', async () => {
    const page = doc('landingPage-en-docs-free-demo');
    const text = (key: string, words: string, href?: string) =>
      item(key, 'richText', {
        body: [
          {
            _key: 'p',
            _type: 'block',
            style: 'normal',
            markDefs: href ? [{ _key: 'l', _type: 'link', href }] : [],
            children: [{ _key: 's', _type: 'span', text: words, marks: href ? ['l'] : [] }],
          },
        ],
      });
    addBlocks(
      page,
      text('ok', 'See our plans.', '/pricing/plans/'),
      text('blank', ' '),
      text('link', 'Write to us.', 'mailto:support@paperwise.example'),
    );
    const report = await validateBundle(replace(slice(), page));
    expect(okErrors(report)).toEqual([]);
    expect(messageAt(report, page._id, 'sections[_key=="blank"](richText)')).toBe(
      'Write the text: the block would be empty.',
    );
    expect(
      messageAt(report, page._id, 'sections[_key=="link"](richText).body[_key=="p"].markDefs[_key=="l"].href'),
    ).toMatch(/site address starting with \//);
  });

  it('a video without an address, or with one that is neither https nor a site path', async () => {
    const page = doc('landingPage-en-docs-free-demo');
    const video = (key: string, src?: string) =>
      item(key, 'video', {
        heading: 'See your budget take shape',
        playLabel: 'Watch the 2-minute tour',
        title: 'Budgeto in two minutes',
        product: 'budgeto',
        poster: 'budgeting',
        ...(src === undefined ? {} : { src }),
      });
    addBlocks(
      page,
      video('ok', '/media/budgeto-tour.mp4'),
      video('none'),
      video('plain', 'http://cdn.paperwise.example/tour.mp4'),
    );
    const report = await validateBundle(replace(slice(), page));
    expect(okErrors(report)).toEqual([]);
    expect(messageAt(report, page._id, 'sections[_key=="none"](video)')).toMatch(/Give the video’s address/);
    expect(messageAt(report, page._id, 'sections[_key=="plain"](video)')).toMatch(/full https:\/\/ address/);
  });

  it('download buttons: without a platform, or on a landing page; an installer that is not https', async () => {
    const home = doc('homePage-en');
    const buttons = (key: string, platforms: unknown[]) =>
      item(key, 'downloadButtons', { heading: 'Work on your desktop too', platforms });
    const webapp = { _key: 'b', _type: 'downloadPlatform', platform: 'webapp', label: 'Open the web app' };
    addBlocks(home, buttons('ok', [webapp]), buttons('none', []));
    const landing = doc('landingPage-en-docs-free-demo');
    addBlocks(landing, buttons('apps', [webapp]));
    const settings = {
      ...doc('siteSettings'),
      appDownloads: { windows: 'http://downloads.paperwise.example/setup.exe' },
    };
    const report = await validateBundle([...replace(replace(slice(), landing), settings), home]);
    expect(okErrors(report)).toEqual([]);
    expect(messageAt(report, home._id, 'sections[_key=="none"](downloadButtons)')).toBe(
      'Choose at least one platform to offer: Windows, macOS or the web app.',
    );
    expect(messageAt(report, landing._id, 'sections[_key=="apps"](downloadButtons)')).toBe(
      'A Download the apps block cannot be used on this kind of page.',
    );
    expect(find(report, 'siteSettings', 'appDownloads.windows')).toHaveLength(1);
  });

  it('a pricing table: one to four plans of the page’s language; a plan’s package once per language', async () => {
    const plan = (language: string, pkg: string, id = `plan-${language}-${pkg}`): SanityDocumentLike => ({
      _id: id,
      _type: 'plan',
      name: pkg === 'basic' ? 'Basic' : 'Premium',
      language,
      package: pkg,
      users: pkg === 'basic' ? '1-user licence' : '5-user licence',
      price: '$24.99',
      priceUnit: 'per month',
      billing: 'billed $299.88 per year',
      savings: 'Save 33%',
      features: ['3,000+ business templates'],
      highlighted: false,
    });
    const ref = (id: string) => ({ _key: id, _type: 'reference', _ref: id });
    const table = (key: string, plans: unknown[]) =>
      item(key, 'pricingTable', {
        heading: 'Simple pricing',
        buttonLabel: 'Choose {plan}',
        buttonHref: '/pricing/plans/',
        plans,
      });
    const home = doc('homePage-en');
    addBlocks(
      home,
      table('ok', [ref('plan-en-basic'), ref('plan-en-premium')]),
      table('none', []),
      table('french', [ref('plan-fr-basic')]),
    );
    const plans = [
      plan('en', 'basic'),
      plan('en', 'premium'),
      plan('fr', 'basic'),
      plan('en', 'basic', 'plan-en-basic-2'),
    ];
    const report = await validateBundle([...slice(), home, ...plans]);
    expect(okErrors(report)).toEqual([]);
    expect(messageAt(report, home._id, 'sections[_key=="none"](pricingTable)')).toBe(
      'Choose the plans the table shows (one to four).',
    );
    expect(messageAt(report, home._id, 'sections[_key=="french"](pricingTable).plans[_key=="plan-fr-basic"]')).toBe(
      'This plan is in “fr” but the page is in “en”: pick the en plan.',
    );
    expect(messageAt(report, 'plan-en-basic-2', 'package')).toBe(
      'The package “basic” already has its plan in this language: plan-en-basic.',
    );
    expect(errorsOf(report).filter((p) => p.id === 'plan-fr-basic')).toEqual([]);
  });

  it('a template entry whose addresses do not match its number', async () => {
    const defaults = doc('defaultDocuments-pt');
    const entries = defaults.documents as Array<Record<string, unknown>>;
    entries[0] = { ...entries[0], thumb: 'imgs/250px/1.png' };
    const report = await validateBundle(replace(slice(), defaults));
    expect(errorsOf(report).map((p) => [p.id, p.field, p.message])).toEqual([
      [
        defaults._id,
        `documents[_key=="${String(entries[0]!._key)}"].thumb`,
        'The thumbnail must be imgs/250px/101.png (or a full https:// address).',
      ],
    ]);
  });

  it('a template address without its number, and a search link that does not match it', async () => {
    const defaults = doc('defaultDocuments-pt');
    const entries = defaults.documents as Array<Record<string, unknown>>;
    entries[1] = { ...entries[1], url: 'Marketing Plan' };
    entries[2] = { ...entries[2], search: '/search/?t=other' };
    const report = await validateBundle(replace(slice(), defaults));
    const messages = errorsOf(report).map((p) => `${p.field}: ${p.message}`);
    expect(messages).toContain(
      'documents[_key=="d102"].url: Write the name in lower case with dashes, then -D102 (e.g. business-plan-D102).',
    );
    expect(messages).toContain('documents[_key=="d103"].search: The search link must be /search/?t=business-proposal.');
  });

  it('a password dialog without its password labels', async () => {
    const dialog = doc('signupDialog-es-v4');
    dialog.kind = 'emailPassword';
    const report = await validateBundle(replace(slice(), dialog));
    expect(messageAt(report, dialog._id, 'fieldLabels.passError')).toMatch(
      /needed in a dialog that asks for a password/,
    );
  });

  it('a dialog that does not say when returning visitors skip it', async () => {
    const dialog = doc('signupDialog-fr-v1');
    expect(dialog.directGo).toBe('emailCookie');
    delete dialog.directGo;
    const report = await validateBundle(replace(slice(), dialog));
    expect(messageAt(report, dialog._id, 'directGo')).toBe('Choose when returning visitors skip the dialog.');
  });

  it('a consent sentence without its placeholders', async () => {
    const dialog = doc('signupDialog-fr-v1');
    (dialog.consent as { template: string }).template = 'En cliquant, vous acceptez.';
    const report = await validateBundle(replace(slice(), dialog));
    expect(messageAt(report, dialog._id, 'consent.template')).toMatch(/\{action\}, \{terms\}, \{privacy\}/);
  });

  it('a second default list for the same language, a duplicated id and an unknown type', async () => {
    const second = { ...doc('defaultDocuments-pt'), _id: 'defaultDocuments-pt-2' };
    const report = await validateBundle([...slice(), second, doc('tagline-primary'), { _id: 'x', _type: 'promo' }]);
    expect(messageAt(report, second._id, 'language')).toMatch(/pt already has its default templates/);
    expect(messageAt(report, 'tagline-primary', '_id')).toBe('appears twice in the bundle.');
    expect(messageAt(report, 'x', '_type')).toBe('“promo” is not a document type of the studio.');
  });

  it('refuses a document id with a dot: the site could not read it from a public dataset', async () => {
    // The same document under the old dotted id, in place of the dashed one.
    const dotted = { ...doc('defaultDocuments-pt'), _id: 'defaultDocuments.pt' };
    const report = await validateBundle([...slice().filter((d) => d._id !== 'defaultDocuments-pt'), dotted]);
    expect(errorsOf(report)).toEqual([
      {
        id: 'defaultDocuments.pt',
        type: 'defaultDocuments',
        field: '_id',
        level: 'error',
        message:
          'contains a dot: Sanity keeps a document whose id has a dot in a private path, readable only with a token, ' +
          'so the site could not read it from a public dataset. Use dashes instead, e.g. defaultDocuments-pt ' +
          '(and change every reference to it).',
      },
    ]);
  });

  it('refuses drafts, release versions and system documents without checking their content', async () => {
    const draft = { ...doc('tagline-primary'), _id: 'drafts.tagline-primary', text: null };
    const version = { ...doc('tagline-primary'), _id: 'versions.r1.tagline-primary', text: null };
    const system = { _id: '_.groups.public', _type: 'system.group' };
    const report = await validateBundle([...slice(), draft, version, system]);
    expect(errorsOf(report).map((p) => [p.id, p.field, p.message.split(':')[0]])).toEqual([
      ['_.groups.public', '_id', 'is a Sanity system document (its id starts with “_.”)'],
      ['drafts.tagline-primary', '_id', 'is a draft (its id starts with “drafts.”)'],
      ['versions.r1.tagline-primary', '_id', 'is a release version (its id starts with “versions.”)'],
    ]);
    for (const problem of errorsOf(report))
      expect(problem.message).toMatch(/the bundle holds published documents only/);
    expect(report.skipped).toBe(3);
    expect(report.checked).toBe(slice().length);
  });

  it('the bundle itself: every id is published and dot-free, and the readable ids follow their builders', () => {
    expect(bundle.filter((d) => documentIdProblem(d._id)).map((d) => d._id)).toEqual([]);
    for (const d of bundle) {
      if (d._type === 'landingPage') expect(d._id).toBe(landingPageId(String(d.language), String(d.path)));
      if (d._type === 'signupDialog') expect(d._id).toBe(signupDialogId(String(d.language), String(d.key)));
      if (['defaultDocuments', 'navigation', 'footer', 'homePage'].includes(d._type)) {
        expect(d._id).toBe(perLanguageDocumentId(d._type, String(d.language)));
      }
    }
    expect(byId.has('siteSettings')).toBe(true);
  });
});

describe('the bundle client', () => {
  // The rules' own queries, and queries it must answer from the whole bundle (a reference followed,
  // a second `*`, a filter neither by type nor by id), each against groq-js over every document.
  const duplicated = [...bundle, { ...doc('siteSettings'), title: 'second copy' }];
  const queries: Array<[string, Record<string, unknown>]> = [
    [
      '*[_type == $type && path == $value && language == $language && !(_id in path("versions.**"))][0]._id',
      { type: 'landingPage', value: '/docs/demo/', language: 'fr' },
    ],
    ['*[_id in [$id, $draft]][0].language', { id: 'signupDialog-fr-v1', draft: 'drafts.signupDialog-fr-v1' }],
    ['*[_id in [$id, $draft]]{ _id, language }', { id: 'siteSettings', draft: 'drafts.siteSettings' }],
    ['*[_id == "siteSettings"].title', {}],
    ['*[(_type in ["tagline", "layoutPreset"]) && defined(_id)]._id', {}],
    ['*["layoutPreset" == _type]._id', {}],
    ['*[_type == "landingPage" && language == "fr"][0...3]{ _id, "dialog": dialog->_id }', {}],
    ['count(*[_type == "landingPage"]) + count(*[_type == "signupDialog"])', {}],
    ['*[_type == "landingPage" || _id == "siteSettings"]._id', {}],
    ['*[_type == "noSuchType"]', {}],
  ];
  it.each(queries)('%s answers as over the whole bundle', async (query, params) => {
    const whole = await (await evaluate(parse(query, { params }), { dataset: duplicated, params })).get();
    expect(whole).not.toEqual(undefined);
    await expect(bundleClient(duplicated).fetch(query, params)).resolves.toEqual(whole);
  });
});

describe('npm run content:validate', () => {
  it('exits 1 and names document and field on a broken bundle; 2 on a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    const broken = slice().map((d) => (d._id === 'landingPage-en-docs-free-demo' ? { ...d, language: 'it' } : d));
    broken.push({ ...doc('footer-de'), _id: 'footer.de' });
    writeFileSync(join(dir, 'broken.ndjson'), serializeNdjson(broken));
    const run = (file: string) =>
      spawnSync(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'content/validate.ts', file], {
        cwd: join(ROOT, 'scripts'),
        env: { ...process.env, INIT_CWD: dir },
        encoding: 'utf8',
      });
    const bad = run('broken.ndjson');
    expect(bad.stdout).toContain(
      '✗ landingPage-en-docs-free-demo (landingPage) › language: Landing pages exist only in English, French and Spanish (en, fr, es), not in “it”.',
    );
    expect(bad.stdout).toContain(
      '✗ footer.de (footer) › _id: contains a dot: Sanity keeps a document whose id has a dot in a private path',
    );
    expect(bad.stdout).toMatch(
      /broken\.ndjson: \d+ error\(s\) in 2 document\(s\), 0 warning\(s\); 10 documents checked\./,
    );
    expect(bad.status).toBe(1);
    const missing = run('nope.ndjson');
    expect(missing.stderr).toContain('cannot read nope.ndjson (ENOENT)');
    expect(missing.status).toBe(2);
  }, 120_000);
});

describe('formatReport', () => {
  it('one line per problem, then a summary; a clean bundle gets one line', () => {
    const problem: Problem = {
      id: 'tagline-x',
      type: 'tagline',
      field: 'text.en',
      level: 'error',
      message: 'Required',
    };
    const warning: Problem = { ...problem, field: 'name', level: 'warning', message: 'Short' };
    expect(formatReport('b.ndjson', { checked: 3, skipped: 1, problems: [problem, warning] }).split('\n')).toEqual([
      '✗ tagline-x (tagline) › text.en: Required',
      '! tagline-x (tagline) › name: Short',
      'b.ndjson: 1 error(s) in 1 document(s), 1 warning(s); 3 documents checked, 1 drafts/versions/system documents not checked further.',
    ]);
    expect(formatReport('b.ndjson', { checked: 3, skipped: 0, problems: [] })).toBe(
      'b.ndjson: 3 documents valid, every reference resolved.',
    );
  });
});
