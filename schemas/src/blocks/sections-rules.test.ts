import { describe, expect, it } from 'vitest';
import { blockPreview } from './block-preview';
import { downloadButtonsProblem } from './download-buttons/download-buttons.schema';
import { faqProblem } from './faq/faq.schema';
import { claimsProblem } from './claims/claims.schema';
import { ctaBandProblem } from './cta-band/cta-band.schema';
import { featureGridProblem, featureLinkProblem } from './feature-grid/feature-grid.schema';
import { heroLinkProblem } from './hero/hero.schema';
import { pricingTableProblem } from './pricing-table/pricing-table.schema';
import { plainText, richTextHrefProblem, richTextProblem } from './rich-text/rich-text.schema';
import { sectionsProblems } from './sections-rules';
import { templateGridProblem } from './template-grid/template-grid.schema';
import { videoSrcProblem } from './video/video.schema';
import { ratingProblem, testimonialsProblem } from './testimonials/testimonials.schema';
import { trustStripProblem } from './trust-strip/trust-strip.schema';

const titles = { hero: 'Hero', templateGrid: 'Template grid' };
const allowed = ['hero', 'templateGrid'];
const block = (_type: string, _key = _type) => ({ _type, _key });

describe('sectionsProblems', () => {
  it('accepts a hero first and other blocks after it', () => {
    expect(sectionsProblems([block('hero'), block('templateGrid')], allowed, titles)).toEqual([]);
    expect(sectionsProblems([block('templateGrid')], allowed, titles)).toEqual([]);
  });

  it('refuses an empty page, a hero that is not first, a second hero, a block of another page kind', () => {
    expect(sectionsProblems([], allowed, titles)).toEqual([
      { message: 'Add at least one block: the page would be empty.' },
    ]);
    expect(sectionsProblems([block('templateGrid'), block('hero')], allowed, titles)).toEqual([
      { key: 'hero', message: 'The hero must be the first block: move it to the top.' },
    ]);
    expect(sectionsProblems([block('hero'), block('hero', 'again')], allowed, titles)).toEqual([
      { key: 'again', message: 'A page has one hero: remove this second one.' },
    ]);
    expect(
      sectionsProblems([block('hero'), block('pricingTable')], ['hero'], { ...titles, pricingTable: 'Pricing table' }),
    ).toEqual([{ key: 'pricingTable', message: 'A Pricing table block cannot be used on this kind of page.' }]);
  });

  it('runs each block type’s own rule and names the block', () => {
    const rules = { templateGrid: templateGridProblem };
    const list = { _type: 'templateGrid', _key: 'list', source: 'list', templates: [{}, {}] };
    expect(sectionsProblems([block('hero'), list], allowed, titles, rules)).toEqual([
      { key: 'list', message: 'A chosen list shows 12 templates: add exactly 12 (now 2).' },
    ]);
  });
});

describe('block rules', () => {
  it('a template grid: a chosen list holds 12, a search needs its keyword', () => {
    expect(templateGridProblem({ source: 'page' })).toBeNull();
    expect(templateGridProblem({ source: 'list', templates: Array(12).fill({}) })).toBeNull();
    expect(templateGridProblem({ source: 'search', keyword: ' ' })).toMatch(/search keyword/);
  });

  it('a hero button that links needs an address the site accepts', () => {
    expect(heroLinkProblem({ action: 'signup' })).toBeNull();
    expect(heroLinkProblem({ action: 'link' })).toMatch(/Give the address/);
    expect(heroLinkProblem({ action: 'link', href: 'javascript:alert(1)' })).toMatch(/site address/);
    expect(heroLinkProblem({ action: 'link', href: '/pricing/plans/' })).toBeNull();
  });

  it('an FAQ holds at least one item, each with its question and its answer', () => {
    const item = (question?: string, answer?: string) => ({ _key: question ?? 'x', question, answer });
    expect(faqProblem({ items: [item('Do I need a credit card?', 'No.')] })).toBeNull();
    expect(faqProblem({ items: [] })).toBe('Add at least one question with its answer.');
    expect(faqProblem(undefined)).toBe('Add at least one question with its answer.');
    expect(faqProblem({ items: [item('Is it secure?', 'Yes.'), item(' ', 'Yes.')] })).toBe(
      'Write the text of question 2.',
    );
    expect(faqProblem({ items: [item('Can I cancel at any time?', '  \n ')] })).toBe(
      'Write the answer to “Can I cancel at any time?”: it would open on nothing.',
    );
  });

  it('a rich text has words in its body; its links go to a site path or an https address', () => {
    const words = (text: string) => ({ _type: 'block', children: [{ text }] });
    expect(richTextProblem({ body: [words('Paperwise brings 3,000+ templates.')] })).toBeNull();
    expect(richTextProblem({ body: [] })).toBe('Write the text: the block would be empty.');
    expect(richTextProblem({ body: [words('  '), { _type: 'image' }] })).toBe(
      'Write the text: the block would be empty.',
    );
    expect(plainText([words('One'), words('two')])).toBe('One two');
    expect(richTextHrefProblem('/pricing/plans/')).toBeNull();
    expect(richTextHrefProblem('https://trust.paperwise.example/')).toBeNull();
    expect(richTextHrefProblem('')).toBe('Give the address the link goes to.');
    for (const bad of [
      'mailto:support@paperwise.example',
      'http://paperwise.example/',
      '//evil.example',
      'javascript:x',
    ]) {
      expect(richTextHrefProblem(bad), bad).toMatch(/site address starting with \//);
    }
  });

  it('a video needs the address of an .mp4 or .webm file, on the site or over https', () => {
    for (const good of [
      '/media/budgeto-tour.mp4',
      'https://cdn.paperwise.example/videos/sales-platform.webm',
      'https://cdn.paperwise.example/tour.MP4?v=2#t=10',
    ]) {
      expect(videoSrcProblem(good), good).toBeNull();
    }
    expect(videoSrcProblem(undefined)).toMatch(/Give the video’s address/);
    expect(videoSrcProblem('  ')).toMatch(/Give the video’s address/);
    for (const bad of [
      'http://cdn.paperwise.example/tour.mp4',
      '//cdn.example/tour.mp4',
      'media/tour.mp4',
      '/media/my tour.mp4',
    ]) {
      expect(videoSrcProblem(bad), bad).toMatch(/on this site \(\/media\/tour\.mp4\) or a full https:\/\//);
    }
    expect(videoSrcProblem('https://video.example/watch?v=42')).toBe('The address must lead to an .mp4 or .webm file.');
  });

  it('download buttons: at least one platform, each once with its text; a desktop one needs the dialog’s texts', () => {
    const dialog = {
      nextSteps: 'Your download starts. Open the installer and follow the steps.',
      fileLinkLabel: 'Get the installer',
      webappLabel: 'Use the web app',
    };
    const button = (platform?: string, label = 'Download') => ({ _key: platform ?? 'x', platform, label });
    expect(downloadButtonsProblem({ platforms: [button('webapp', 'Open the web app')] })).toBeNull();
    expect(
      downloadButtonsProblem({ platforms: [button('windows'), button('macos'), button('webapp')], dialog }),
    ).toBeNull();
    expect(downloadButtonsProblem({ platforms: [] })).toBe(
      'Choose at least one platform to offer: Windows, macOS or the web app.',
    );
    expect(downloadButtonsProblem({ platforms: [button('webapp'), button()] })).toBe(
      'Choose the platform of button 2.',
    );
    expect(downloadButtonsProblem({ platforms: [button('macos'), button('macos')], dialog })).toBe(
      'macOS is offered twice: remove one of its buttons.',
    );
    expect(downloadButtonsProblem({ platforms: [button('windows', ' ')], dialog })).toBe(
      'Write the text of the Windows button.',
    );
    expect(
      downloadButtonsProblem({ platforms: [button('windows')], dialog: { ...dialog, fileLinkLabel: '' } }),
    ).toMatch(/Write the download dialog’s texts/);
  });

  it('a pricing table shows one to four plans, each once; its button goes to an address the site accepts', () => {
    const plans = (...ids: string[]) => ids.map((id) => ({ _type: 'reference', _key: id, _ref: id }));
    expect(pricingTableProblem({ plans: plans('plan-en-basic') })).toBeNull();
    expect(pricingTableProblem({ plans: plans('a', 'b', 'c', 'd'), buttonHref: '/pricing/plans/' })).toBeNull();
    expect(pricingTableProblem({ plans: [] })).toBe('Choose the plans the table shows (one to four).');
    expect(pricingTableProblem(undefined)).toBe('Choose the plans the table shows (one to four).');
    expect(pricingTableProblem({ plans: plans('a', 'b', 'c', 'd', 'e', 'f') })).toBe(
      'A table shows at most 4 plans: remove 2.',
    );
    expect(pricingTableProblem({ plans: plans('plan-en-basic', 'plan-en-basic') })).toBe(
      'A plan is in the table twice: remove one.',
    );
    expect(pricingTableProblem({ plans: plans('a'), buttonHref: 'pricing/plans' })).toMatch(/site address/);
  });

  it('previews a block by its first words and kind', () => {
    expect(blockPreview('Hero', '{templates}   business templates', 'Start now')).toEqual({
      title: '{templates} business templates',
      subtitle: 'Hero · Start now',
    });
    expect(blockPreview('Hero', undefined).title).toBe('(Hero without text)');
    expect(blockPreview('Template grid', 'x'.repeat(80)).title).toHaveLength(58);
  });
});

describe('the rules of the proof, content and call-to-action blocks', () => {
  const claim = (name: string) => ({ claim: name, label: 'x' });

  it('claims: 2 to 6 numbers, each once', () => {
    expect(claimsProblem({ items: [claim('businesses'), claim('downloads')] })).toBeNull();
    expect(claimsProblem({ items: [claim('businesses')] })).toBe('Show 2 to 6 numbers: add 1 more.');
    expect(claimsProblem(undefined)).toBe('Show 2 to 6 numbers: add 2 more.');
    const seven = ['templates', 'businesses', 'downloads', 'countries', 'trees', 'lawFirms', 'templates'].map(claim);
    expect(claimsProblem({ items: seven })).toBe('Show 2 to 6 numbers: remove 1.');
    expect(claimsProblem({ items: [claim('trees'), claim('countries'), claim('trees')] })).toBe(
      '“Trees planted” is shown twice: keep it once.',
    );
    // An item without its choice yet is the field's own problem, not a duplicate.
    expect(claimsProblem({ items: [{}, {}] })).toBeNull();
  });

  it('modules: 2 to 12 cards; a card’s link has its text and an address the site accepts, or neither', () => {
    expect(featureGridProblem({ items: [{}, {}] })).toBeNull();
    expect(featureGridProblem({ items: [{}] })).toBe('Show 2 to 12 modules: add 1 more.');
    expect(featureGridProblem({ items: Array(13).fill({}) })).toBe('Show 2 to 12 modules: remove 1.');
    expect(featureLinkProblem(undefined)).toBeNull();
    expect(featureLinkProblem({ label: ' ', href: '' })).toBeNull();
    expect(featureLinkProblem({ label: 'Learn more', href: '/features/hr-management/' })).toBeNull();
    expect(featureLinkProblem({ label: 'Learn more' })).toMatch(/Give the address/);
    expect(featureLinkProblem({ href: '/features/chat/' })).toMatch(/Give the link a text/);
    expect(featureLinkProblem({ label: 'Learn more', href: 'features/chat' })).toMatch(/site address/);
  });

  it('testimonials: a quote or a rating; a rating has a score from 0 to 5 and a label that says it', () => {
    const label = 'Rated {score} out of 5 by {count} reviewers';
    expect(testimonialsProblem({ quotes: [{}] })).toBeNull();
    expect(testimonialsProblem({ rating: { score: 4.8, count: '2,400', label } })).toBeNull();
    expect(testimonialsProblem({})).toBe('Add at least one quote or a rating.');
    expect(testimonialsProblem({ quotes: [], rating: {} })).toBe('Add at least one quote or a rating.');
    expect(testimonialsProblem({ quotes: [{}], rating: { score: 5.5, label } })).toBe(
      'The score is out of 5: write 0 to 5 (now 5.5).',
    );
    expect(ratingProblem({ score: -1, label })).toMatch(/out of 5/);
    expect(ratingProblem({ score: 0, count: '3', label })).toBeNull();
    expect(ratingProblem({ label })).toBe('Give the rating’s score, from 0 to 5.');
    expect(ratingProblem({ score: 4.8, label: '4.8 stars' })).toMatch(/Write \{score\} in the rating’s label/);
    expect(ratingProblem({ score: 4.8, label })).toMatch(/number of reviews/);
    expect(ratingProblem({ score: 4.8, label: 'Rated {score} out of 5' })).toBeNull();
  });

  it('trust strip: 2 to 6 reassurances', () => {
    expect(trustStripProblem({ items: [{}, {}] })).toBeNull();
    expect(trustStripProblem({ items: Array(6).fill({}) })).toBeNull();
    expect(trustStripProblem({})).toBe('Show 2 to 6 reassurances: add 2 more.');
    expect(trustStripProblem({ items: Array(7).fill({}) })).toBe('Show 2 to 6 reassurances: remove 1.');
  });

  it('call-to-action band: a button that links needs an address the site accepts, like the hero’s', () => {
    expect(ctaBandProblem({ cta: { action: 'signup' } })).toBeNull();
    expect(ctaBandProblem({ cta: { action: 'link', href: '/pricing/plans/' } })).toBeNull();
    expect(ctaBandProblem({ cta: { action: 'link', href: ' ' } })).toMatch(/Give the address/);
    expect(ctaBandProblem({ cta: { action: 'link', href: '//elsewhere.example/' } })).toMatch(/site address/);
    // A missing button is the field's own problem (required), reported on the field.
    expect(ctaBandProblem({})).toBeNull();
  });
});
