/** What the site reads of a testimonials block. */
export const TESTIMONIALS_PROJECTION = /* groq */ `heading, rating{ score, count, label }, quotes[]{ _key, text, name, role, company }`;
