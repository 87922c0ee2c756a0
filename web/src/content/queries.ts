import { defineQuery } from 'groq';

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
  phone,
  supportEmail,
  companyName,
  address
}`);

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && language == $locale][0]{
  heading,
  intro,
  ctaLabel,
  highlights
}`);
