/** What the site reads of a download-buttons block (the installers' addresses come from the site settings). */
export const DOWNLOAD_BUTTONS_PROJECTION = /* groq */ `heading, text, platforms[]{ _key, platform, label }, dialog{ nextSteps, fileLinkLabel, webappLabel }`;
