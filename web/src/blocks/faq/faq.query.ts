/** What the site reads of an FAQ block. */
export const FAQ_PROJECTION = /* groq */ `heading, text, openFirst, items[]{ _key, question, answer }`;
