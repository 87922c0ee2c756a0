import type { Template } from 'sanity';
import { LANDING_LOCALES, LOCALE_NAMES } from '@paperwise/schemas/locales';

/** "Create" in a language's list starts the document in that language. */
export const languageTemplates: Template[] = LANDING_LOCALES.flatMap((language) => [
  {
    id: `landingPage-${language}`,
    title: `Landing page (${LOCALE_NAMES[language]})`,
    schemaType: 'landingPage',
    value: { language, noindex: true, buttonActive: true },
  },
  {
    id: `signupDialog-${language}`,
    title: `Sign-up dialog (${LOCALE_NAMES[language]})`,
    schemaType: 'signupDialog',
    value: {
      language,
      kind: 'email',
      labelStyle: 'default',
      directGo: 'emailAndSsoCookie',
      sendDevice: true,
      fireAccountCreated: true,
    },
  },
  {
    id: `experiment-${language}`,
    title: `Experiment (${LOCALE_NAMES[language]})`,
    schemaType: 'experiment',
    value: { language, status: 'draft', bucketVersion: 1 },
  },
]);

/** Per-language documents (one per language, fixed id) open with their language already set. */
export const PER_LANGUAGE_TYPES = ['defaultDocuments', 'navigation', 'footer'] as const;

export const perLanguageTemplates: Template[] = PER_LANGUAGE_TYPES.map((schemaType) => ({
  id: `${schemaType}-language`,
  title: `${schemaType} in one language`,
  schemaType,
  parameters: [{ name: 'language', title: 'Language', type: 'string' }],
  value: (params: { language?: string }) => ({ language: params.language }),
}));
