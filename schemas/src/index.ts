import { defaultDocuments } from './documents/defaultDocuments';
import { footer } from './documents/footer';
import { homePage } from './documents/homePage';
import { landingPage } from './documents/landingPage';
import { layoutPreset } from './documents/layoutPreset';
import { legalDocument } from './documents/legalDocument';
import { navigation } from './documents/navigation';
import { plan } from './documents/plan';
import { signupDialog } from './documents/signupDialog';
import { siteSettings } from './documents/siteSettings';
import { tagline } from './documents/tagline';
import { legalAppendix } from './objects/legalAppendix';
import { legalSection } from './objects/legalSection';
import { legalText } from './objects/legalText';
import { link } from './objects/link';
import { linkGroup } from './objects/linkGroup';
import { localeString } from './objects/localeString';
import { templateEntry } from './objects/templateEntry';
import { newsArticle } from './documents/newsArticle';
import { post } from './documents/post';
import { page } from './documents/page';
import { pricingPage } from './documents/pricingPage';
import { experiment } from './documents/experiment';
import { blockSchemaTypes } from './blocks/schema-types';

export * from './locales';

/** Every schema type, for the studio and the content tooling. */
export const schemaTypes = [
  siteSettings,
  homePage,
  localeString,
  landingPage,
  layoutPreset,
  signupDialog,
  tagline,
  defaultDocuments,
  navigation,
  footer,
  templateEntry,
  link,
  linkGroup,
  legalDocument,
  legalSection,
  legalAppendix,
  legalText,
  page,
  pricingPage,
  newsArticle,
  post,
  plan,
  experiment,
  ...blockSchemaTypes,
];

/** Documents the studio shows as one fixed document, not a list. */
export const SINGLETON_TYPES = new Set(['siteSettings']);
