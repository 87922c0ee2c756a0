/** What the site reads of a live chat invitation block. */
export const SUPPORT_CHAT_PROJECTION = /* groq */ `heading, text`;
