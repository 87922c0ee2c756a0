import { defineArrayMember, defineType } from 'sanity';
import { claims, claimsProblem } from './claims/claims.schema';
import { contactForm, contactFormProblem } from './contact-form/contact-form.schema';
import { ctaBand, ctaBandProblem } from './cta-band/cta-band.schema';
import { downloadButtons, downloadButtonsProblem } from './download-buttons/download-buttons.schema';
import { faq, faqProblem } from './faq/faq.schema';
import { feedbackForm, feedbackFormProblem } from './feedback-form/feedback-form.schema';
import { featureGrid, featureGridProblem } from './feature-grid/feature-grid.schema';
import { hero, heroLinkProblem } from './hero/hero.schema';
import { newsList, newsListProblem } from './news-list/news-list.schema';
import { postList } from './post-list/post-list.schema';
import { templateCatalogue, templateCatalogueProblem } from './template-catalogue/template-catalogue.schema';
import { pricingTable, pricingTableProblem } from './pricing-table/pricing-table.schema';
import { richText, richTextProblem } from './rich-text/rich-text.schema';
import { supportChat, supportChatProblem } from './support-chat/support-chat.schema';
import {
  purchaseConfirmation,
  purchaseConfirmationProblem,
} from './purchase-confirmation/purchase-confirmation.schema';
import { affiliateOrder, affiliateOrderProblem } from './affiliate-order/affiliate-order.schema';
import { sectionsProblems, type BlockRule, type SectionLike } from './sections-rules';
import { pricingSectionsProblem } from '../documents/pricingPage.rules';
import { templateGrid, templateGridProblem } from './template-grid/template-grid.schema';
import { testimonials, testimonialsProblem } from './testimonials/testimonials.schema';
import { trustStrip, trustStripProblem } from './trust-strip/trust-strip.schema';
import { video, videoSrcProblem } from './video/video.schema';

/**
 * The schema side of the page builder: every block type, how the studio's insert menu groups
 * them, and the block lists each kind of page may hold. Adding a block: its two folders (the
 * schema side here, schemas/src/blocks/<block>/; the site side, web/src/blocks/<block>/: query,
 * component, test), its line in BLOCKS here, in web/src/blocks/sections.query.ts and in
 * web/src/blocks/components.ts, its text fields in visible-text.ts, and its thumbnail in
 * studio/static/blocks/. Nothing here imports the site: the studio and the content tooling load
 * this file.
 */
export const BLOCK_GROUPS = [
  { name: 'intro', title: 'Openings' },
  { name: 'templates', title: 'Templates' },
  { name: 'content', title: 'Text and media' },
  { name: 'proof', title: 'Proof and trust' },
  { name: 'conversion', title: 'Calls to action and pricing' },
] as const;

type GroupName = (typeof BLOCK_GROUPS)[number]['name'];

/**
 * Every block: its schema, its insert-menu group and, where it has one, the rule on its whole value
 * (checked with the page's list of blocks, so a problem names the block and stops a publish).
 */
export const BLOCKS = [
  {
    schema: hero,
    group: 'intro',
    rule: (block: { cta?: { action?: string; href?: string } }) => heroLinkProblem(block.cta),
  },
  { schema: templateGrid, group: 'templates', rule: templateGridProblem },
  { schema: faq, group: 'content', rule: faqProblem },
  { schema: richText, group: 'content', rule: richTextProblem },
  { schema: video, group: 'content', rule: (block: { src?: string }) => videoSrcProblem(block.src) },
  { schema: downloadButtons, group: 'conversion', rule: downloadButtonsProblem },
  { schema: pricingTable, group: 'conversion', rule: pricingTableProblem },
  { schema: claims, group: 'proof', rule: claimsProblem },
  { schema: featureGrid, group: 'content', rule: featureGridProblem },
  { schema: testimonials, group: 'proof', rule: testimonialsProblem },
  { schema: trustStrip, group: 'proof', rule: trustStripProblem },
  { schema: ctaBand, group: 'conversion', rule: ctaBandProblem },
  { schema: newsList, group: 'content', rule: newsListProblem },
  // The heading names the list's region, as the newsroom's list's does.
  { schema: postList, group: 'content', rule: newsListProblem },
  { schema: templateCatalogue, group: 'templates', rule: templateCatalogueProblem },
  { schema: contactForm, group: 'conversion', rule: contactFormProblem },
  { schema: feedbackForm, group: 'conversion', rule: feedbackFormProblem },
  { schema: supportChat, group: 'conversion', rule: supportChatProblem },
  { schema: purchaseConfirmation, group: 'conversion', rule: purchaseConfirmationProblem },
  { schema: affiliateOrder, group: 'conversion', rule: affiliateOrderProblem },
] as const satisfies ReadonlyArray<{ schema: { name: string; title?: string }; group: GroupName; rule?: BlockRule }>;

export type BlockTypeName = (typeof BLOCKS)[number]['schema']['name'];

const BLOCK_TITLES: Record<string, string> = Object.fromEntries(
  BLOCKS.map(({ schema }) => [schema.name, schema.title ?? schema.name]),
);
const BLOCK_RULES: Record<string, BlockRule> = Object.fromEntries(
  BLOCKS.map(({ schema, rule }) => [schema.name, rule]),
);

/** The blocks a landing page may hold: everything but the site-wide download and pricing blocks. */
const LANDING_BLOCKS = [
  'hero',
  'templateGrid',
  'claims',
  'featureGrid',
  'testimonials',
  'trustStrip',
  'ctaBand',
  'faq',
  'richText',
  'video',
] as const satisfies readonly BlockTypeName[];

/** Home pages may hold every block but those of the newsroom, catalogue and contact pages; pages every block. */
const ALL_BLOCKS = [...LANDING_BLOCKS, 'downloadButtons', 'pricingTable'] as const satisfies readonly BlockTypeName[];

/**
 * The newsroom's and the blog's lists, the templates catalogue, the contact and the feedback forms
 * the live chat invitation and the purchase confirmations (thank-you pages, the affiliate retailer's
 * landing) belong on their own pages only.
 */
const PAGE_ONLY_BLOCKS = [
  ...ALL_BLOCKS,
  'newsList',
  'postList',
  'templateCatalogue',
  'contactForm',
  'feedbackForm',
  'supportChat',
  'purchaseConfirmation',
  'affiliateOrder',
] as const satisfies readonly BlockTypeName[];

/**
 * A pricing page sells: its offer's hero, the pricing table, and what reassures a buyer (questions,
 * proof, the live chat). No download buttons or template lists to lead the buyer away.
 */
const PRICING_BLOCKS = [
  'hero',
  'pricingTable',
  'faq',
  'richText',
  'video',
  'claims',
  'featureGrid',
  'testimonials',
  'trustStrip',
  'ctaBand',
  'supportChat',
] as const satisfies readonly BlockTypeName[];

/** Which blocks each kind of page may hold. */
export const PAGE_BLOCKS = {
  landingSections: LANDING_BLOCKS,
  homeSections: ALL_BLOCKS,
  pageSections: PAGE_ONLY_BLOCKS,
  pricingSections: PRICING_BLOCKS,
} as const satisfies Record<string, readonly BlockTypeName[]>;

/** A rule on a kind of page's whole list, besides the blocks' own: a pricing page needs its table. */
const LIST_RULES: Partial<
  Record<keyof typeof PAGE_BLOCKS, (sections: readonly SectionLike[] | undefined) => string | null>
> = { pricingSections: pricingSectionsProblem };

function sectionsType(name: keyof typeof PAGE_BLOCKS, title: string) {
  const allowed: readonly string[] = PAGE_BLOCKS[name];
  return defineType({
    name,
    title,
    type: 'array',
    of: BLOCKS.filter(({ schema }) => allowed.includes(schema.name)).map(({ schema }) =>
      defineArrayMember({ type: schema.name }),
    ),
    options: {
      insertMenu: {
        groups: BLOCK_GROUPS.map((group) => ({
          name: group.name,
          title: group.title,
          of: BLOCKS.filter((b) => b.group === group.name && allowed.includes(b.schema.name)).map((b) => b.schema.name),
        })).filter((group) => group.of.length > 0),
        // studio/static/ is served under the studio's base path (/studio/, sanity.cli.ts), by the
        // site and by `sanity dev` alike: /static/… is the site's root, where nothing answers.
        views: [
          { name: 'grid', previewImageUrl: (type: string) => `/studio/static/blocks/${type}.svg` },
          { name: 'list' },
        ],
      },
    },
    validation: (rule) =>
      rule.required().custom((sections: Array<{ _key?: string; _type?: string }> | undefined) => {
        const problems = sectionsProblems(sections, allowed, BLOCK_TITLES, BLOCK_RULES);
        const whole = LIST_RULES[name]?.(sections);
        if (whole) problems.push({ message: whole });
        if (problems.length === 0) return true;
        return problems.map(({ message, key }) => (key ? { message, path: [{ _key: key }] } : { message }));
      }),
  });
}

export const landingSections = sectionsType('landingSections', 'Landing page blocks');
export const homeSections = sectionsType('homeSections', 'Home page blocks');
export const pageSections = sectionsType('pageSections', 'Page blocks');
export const pricingSections = sectionsType('pricingSections', 'Pricing page blocks');

/** Every schema type of the page builder, for the studio and the content tooling. */
export const blockSchemaTypes = [
  ...BLOCKS.map(({ schema }) => schema),
  landingSections,
  homeSections,
  pageSections,
  pricingSections,
];
