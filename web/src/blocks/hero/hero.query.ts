import { CTA_PROJECTION } from '../shared/cta.query';

/** What the site reads of a hero block. */
export const HERO_PROJECTION = /* groq */ `headline, text, points, cta${CTA_PROJECTION}, claims, visual, image{ alt, "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }`;
