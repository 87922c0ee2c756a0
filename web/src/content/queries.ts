import { defineQuery } from 'groq';
// Relative, not '@/': typegen follows relative imports only.
import { SECTIONS_PROJECTION } from '../blocks/sections.query';

export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  productName,
  titleSuffix,
  templateCount,
  businesses,
  downloads,
  downloadsSince,
  countries,
  treesPlanted,
  lawFirms,
  signUps,
  modules,
  phone,
  supportEmail,
  companyName,
  address,
  searchDialogPath,
  appDownloads{ windows, macos },
  helpLinkText,
  liveChat{ label, language }
}`);

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && language == $locale][0]{
  _id,
  _type,
  description,
  share{ title },
  ${SECTIONS_PROJECTION}
}`);

/** A layout preset as every page that has one reads it: landing, pricing and core pages. */
const PRESET_PROJECTION = /* groq */ `_id,
    key,
    title,
    headerKind,
    headerMenu,
    headerActions,
    showLogin,
    popupEnabled,
    directModal,
    footerKind,
    supportChat,
    cookieBanner,
    affiliateTracking,
    retailerToolbar,
    tagline->{ key, kind, text }`;

/** Fields of a template entry, the same wherever a list of templates is read. */
const TEMPLATE_ENTRY = `_key, label, templateId, url, thumb, search`;

/**
 * Everything a landing page needs, in one query: the page, its layout preset with the tagline, its
 * sign-up dialog, the language's default templates and the site-wide numbers. No path is listed in
 * code: a path without a document is a 404.
 */
export const LANDING_PAGE_QUERY = defineQuery(`*[_type == "landingPage" && path == $path && language == $locale][0]{
  _id,
  path,
  language,
  title,
  description,
  noindex,
  experiment,
  variantId,
  buttonActive,
  consentWording,
  labelStyle,
  templateCountOverride,
  ${SECTIONS_PROJECTION},
  templates{ keywords, target, guideDocument, cardHeading, isMainButton, documents[]{ ${TEMPLATE_ENTRY} } },
  preset->{ ${PRESET_PROJECTION} },
  dialog->{
    _id,
    key,
    language,
    kind,
    title,
    subText,
    heading,
    cardHeading,
    showLogo,
    benefitsHeading,
    benefits,
    credibility,
    buttons{ idle, busy, disabled },
    fieldLabels{ labelDefault, labelError, labelExists, passwordLabel, passError, confirmPasswordLabel, confirmPassError },
    consentWording,
    consent{ template, termsLabel, privacyLabel, loginPrompt, loginLabel, actions{ download, getStartedNow, getInstantAccess } },
    links{ contact, pricing, close },
    labelStyle,
    directGo,
    sendDevice,
    fireAccountCreated
  },
  "defaults": *[_type == "defaultDocuments" && language == $locale][0]{ keyword, documents[]{ ${TEMPLATE_ENTRY} } },
  "settings": *[_id == "siteSettings"][0]{ templateCount, phone }
}`);

/** A language's default keyword and its 12 templates. */
export const DEFAULT_DOCUMENTS_QUERY = defineQuery(`*[_type == "defaultDocuments" && language == $locale][0]{
  keyword,
  documents[]{ ${TEMPLATE_ENTRY} }
}`);

/**
 * Every page the content holds an address for (landing pages and their A/B variants, core and
 * company pages, newsroom articles, blog posts), with its kind and language: what the proxy answers
 * without a 404. A page holding the blog's list says how many posts of its language it lists, which
 * gives the addresses of its later pages (/blog/page/2/). `middleware`: the layout and behaviours the
 * page names, which the proxy checks against what the code knows (content/unknown-middleware.ts).
 */
export const CONTENT_PATHS_QUERY = defineQuery(
  `*[_type in ["landingPage", "page", "pricingPage", "newsArticle", "post"]] | order(language asc, path asc){ _type, path, language, "noindex": noindex == true, "packageFromPath": packageFromPath == true, "listedPosts": select(_type == "page" && count(sections[_type == "postList"]) > 0 => count(*[_type == "post" && language == ^.language && defined(path) && defined(publishedAt)])), "middleware": { "presetMissing": defined(preset) && !defined(preset->_id), "dialogMissing": defined(dialog) && !defined(dialog->_id), "headerKind": preset->headerKind, "footerKind": preset->footerKind, "headerActions": preset->headerActions, "dialogKind": dialog->kind, "labelStyle": coalesce(labelStyle, dialog->labelStyle), "directGo": dialog->directGo, "consentWording": coalesce(consentWording, dialog->consentWording), "theme": theme } }`,
);

/** A core or company page of one language, composed of blocks. */
export const PAGE_QUERY = defineQuery(`*[_type == "page" && path == $path && language == $locale][0]{
  _id,
  _type,
  title,
  description,
  share{ title },
  theme,
  keepScrollPosition,
  noindex,
  preset->{ ${PRESET_PROJECTION} },
  ${SECTIONS_PROJECTION}
}`);

/**
 * A pricing page of one language: its offer, its layout preset and its blocks, with the phone
 * number its tagline may carry.
 */
export const PRICING_PAGE_QUERY = defineQuery(`*[_type == "pricingPage" && path == $path && language == $locale][0]{
  _id,
  _type,
  path,
  language,
  title,
  description,
  noindex,
  variantId,
  experiment,
  discount,
  botCheck,
  packageFromPath,
  thankYouPath,
  preset->{ ${PRESET_PROJECTION} },
  ${SECTIONS_PROJECTION},
  "phone": *[_id == "siteSettings"][0].phone
}`);

/** What a dated document with its own page (newsroom article, blog post) shows in its head. */
const DATED_DOCUMENT_PROJECTION = /* groq */ `_id, _type, language, path, title, publishedAt, summary`;

/** A newsroom article of one language, on its own page. */
export const NEWS_ARTICLE_QUERY = defineQuery(`*[_type == "newsArticle" && path == $path && language == $locale][0]{
  ${DATED_DOCUMENT_PROJECTION},
  body,
  related[]{ _key, label, href }
}`);

/** A blog post of one language, on its own page. */
export const POST_QUERY = defineQuery(`*[_type == "post" && path == $path && language == $locale][0]{
  ${DATED_DOCUMENT_PROJECTION},
  authorName,
  authorRole,
  body,
  relatedKeyword
}`);

/**
 * The experiments the proxy applies: running ones, and stopped ones (their control or winner keeps
 * the public address). Newest first, so that of two for one address the last edited wins.
 */
export const LIVE_EXPERIMENTS_QUERY = defineQuery(
  `*[_type == "experiment" && status in ["running", "stopped"]] | order(_updatedAt desc){ _id, name, language, path, status, bucketVersion, startedAt, "winner": winner._ref, variants[]{ weight, "id": page._ref, "path": page->path, "language": page->language } }`,
);

/** One experiment in any status, with its variants' titles, for its results. */
export const EXPERIMENT_QUERY = defineQuery(
  `*[_type == "experiment" && _id == $id][0]{ _id, name, language, path, status, bucketVersion, startedAt, "winner": winner._ref, variants[]{ weight, "id": page._ref, "path": page->path, "language": page->language, "title": page->title } }`,
);
