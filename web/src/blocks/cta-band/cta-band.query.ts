import { CTA_PROJECTION } from '../shared/cta.query';

/** What the site reads of a call-to-action band. */
export const CTA_BAND_PROJECTION = /* groq */ `heading, text, cta${CTA_PROJECTION}, claims`;
