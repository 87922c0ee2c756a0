import { defineQuery } from 'groq';

/** What the site reads of a purchase confirmation block. */
export const PURCHASE_CONFIRMATION_PROJECTION = /* groq */ `heading, text, partnerNotify`;

/** The plans of a language by package: how the thank-you page names what was bought. */
export const PLAN_NAMES_QUERY = defineQuery(
  `*[_type == "plan" && language == $locale] | order(package asc){ package, name, users }`,
);
