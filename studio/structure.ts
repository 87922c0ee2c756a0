import type { Child, DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from 'sanity/structure';
import { perLanguageDocumentId } from '@paperwise/schemas/ids';
import { LANDING_LOCALES, LOCALES, LOCALE_NAMES, type Locale } from '@paperwise/schemas/locales';
import { EXPERIMENT_FILTER, EXPERIMENTS_QUERY, PATH_FAMILIES, familyFilter } from './desk/landing-groups';
import { ResultsView } from './desk/experiments/ResultsView';
import { legalTextsListItem } from './legal/structure';
import { studioEnv } from './env';

const byPath = [{ field: 'path', direction: 'asc' as const }];

/** An entry that opens one sub-entry per language, each showing `child(language)`. */
function byLanguage(
  S: StructureBuilder,
  title: string,
  id: string,
  languages: readonly Locale[],
  child: (language: Locale) => Child,
) {
  return S.listItem()
    .title(title)
    .id(id)
    .child(
      S.list()
        .title(title)
        .items(
          languages.map((language) => S.listItem().title(LOCALE_NAMES[language]).id(language).child(child(language))),
        ),
    );
}

/** A list of landing pages of one language, whose "Create" starts a page in that language. */
function landingList(
  S: StructureBuilder,
  title: string,
  filter: string,
  params: Record<string, string>,
  language: string,
) {
  return S.documentList()
    .title(title)
    .schemaType('landingPage')
    .filter(filter)
    .apiVersion(studioEnv.apiVersion)
    .params(params)
    .defaultOrdering(byPath)
    .initialValueTemplates([S.initialValueTemplateItem(`landingPage-${language}`)]);
}

function landingPagesItem(S: StructureBuilder) {
  return S.listItem()
    .title('Landing pages')
    .id('landing-pages')
    .child(
      S.list()
        .title('Landing pages by address')
        .items(
          PATH_FAMILIES.map((family) =>
            byLanguage(S, family.title, family.id, LANDING_LOCALES, (language) =>
              landingList(
                S,
                `${family.title} · ${LOCALE_NAMES[language]}`,
                familyFilter(family),
                { language },
                language,
              ),
            ),
          ),
        ),
    );
}

/**
 * The experiments at one address, by language: each opens with its form and a Results tab (the
 * site's figures and the Start, Stop and Ship buttons).
 */
function experimentDocumentsItem(S: StructureBuilder) {
  return byLanguage(S, 'Experiments', 'experiments', LANDING_LOCALES, (language) =>
    S.documentList()
      .title(`Experiments · ${LOCALE_NAMES[language]}`)
      .schemaType('experiment')
      .filter('_type == "experiment" && language == $language')
      .apiVersion(studioEnv.apiVersion)
      .params({ language })
      .defaultOrdering([
        { field: 'path', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ])
      .initialValueTemplates([S.initialValueTemplateItem(`experiment-${language}`)]),
  );
}

/**
 * How a document opens wherever it is found (a list, search, a reference): an experiment with its
 * form and a Results tab beside it; every other type with its form only.
 */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'experiment'
    ? S.document().views([S.view.form(), S.view.component(ResultsView).id('results').title('Results')])
    : S.document().views([S.view.form()]);

/** One entry per A/B test name (the pages' "Experiment" field), listing its variant pages in every language. */
function abTestPagesItem(S: StructureBuilder, fetchExperiments: () => Promise<string[]>) {
  return S.listItem()
    .title('A/B test pages (by test name)')
    .id('ab-test-pages')
    .child(async () => {
      const experiments = await fetchExperiments();
      return S.list()
        .title('A/B test pages')
        .items(
          experiments.map((experiment) =>
            S.listItem()
              .title(experiment)
              .id(experiment.replace(/[^a-zA-Z0-9_-]/g, '_'))
              .child(
                S.documentList()
                  .title(experiment)
                  .schemaType('landingPage')
                  .filter(EXPERIMENT_FILTER)
                  .apiVersion(studioEnv.apiVersion)
                  .params({ experiment })
                  .defaultOrdering([{ field: 'language', direction: 'asc' }, ...byPath]),
              ),
          ),
        );
    });
}

function perLanguage(S: StructureBuilder, title: string, id: string, schemaType: string, languages: readonly Locale[]) {
  return byLanguage(S, title, id, languages, (language) =>
    S.document()
      .schemaType(schemaType)
      .documentId(perLanguageDocumentId(schemaType, language))
      .initialValueTemplate(`${schemaType}-language`, { language })
      .title(`${title} · ${LOCALE_NAMES[language]}`),
  );
}

function dialogsItem(S: StructureBuilder) {
  return byLanguage(S, 'Sign-up dialogs', 'signup-dialogs', LANDING_LOCALES, (language) =>
    S.documentList()
      .title(`Sign-up dialogs · ${LOCALE_NAMES[language]}`)
      .schemaType('signupDialog')
      .filter('_type == "signupDialog" && language == $language')
      .apiVersion(studioEnv.apiVersion)
      .params({ language })
      .defaultOrdering([{ field: 'key', direction: 'asc' }])
      .initialValueTemplates([S.initialValueTemplateItem(`signupDialog-${language}`)]),
  );
}

/** The pricing pages of each language (/pricing/plans/ and its variants, /start/plans/, /budgeto/buy/), by address. */
function pricingPagesItem(S: StructureBuilder) {
  return byLanguage(S, 'Pricing pages', 'pricing-pages', LOCALES, (language) =>
    S.documentList()
      .title(`Pricing pages · ${LOCALE_NAMES[language]}`)
      .schemaType('pricingPage')
      .filter('_type == "pricingPage" && language == $language')
      .apiVersion(studioEnv.apiVersion)
      .params({ language })
      .defaultOrdering(byPath),
  );
}

/**
 * The desk, grouped the way the people who use it think: marketers' landing pages, tests and
 * dialogs first, then the shared pieces, then legal texts, then the site-wide settings.
 */
/** Dated documents (newsroom articles, blog posts), newest first. */
function newestFirst(S: StructureBuilder, title: string, id: string, type: string) {
  return S.listItem()
    .title(title)
    .id(id)
    .child(
      S.documentTypeList(type)
        .title(title)
        .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
    );
}

export const structure: StructureResolver = (S, context) => {
  const fetchExperiments = () =>
    context.getClient({ apiVersion: studioEnv.apiVersion }).fetch<string[]>(EXPERIMENTS_QUERY);
  return S.list()
    .title('Content')
    .items([
      landingPagesItem(S),
      experimentDocumentsItem(S),
      abTestPagesItem(S, fetchExperiments),
      dialogsItem(S),
      pricingPagesItem(S),
      S.listItem()
        .title('Layout presets and taglines')
        .id('presets')
        .child(
          S.list()
            .title('Layout presets and taglines')
            .items([
              S.documentTypeListItem('layoutPreset').title('Layout presets'),
              S.documentTypeListItem('tagline').title('Taglines'),
            ]),
        ),
      perLanguage(S, 'Default templates', 'default-documents', 'defaultDocuments', LOCALES),
      S.listItem()
        .title('Navigation and footers')
        .id('navigation-footers')
        .child(
          S.list()
            .title('Navigation and footers')
            .items([
              perLanguage(S, 'Navigation', 'navigation', 'navigation', LOCALES),
              perLanguage(S, 'Footer', 'footer', 'footer', LOCALES),
            ]),
        ),
      S.documentTypeListItem('homePage').title('Home pages'),
      S.documentTypeListItem('plan').title('Pricing plans'),
      newestFirst(S, 'Newsroom articles', 'news-articles', 'newsArticle'),
      newestFirst(S, 'Blog posts', 'blog-posts', 'post'),
      S.divider(),
      legalTextsListItem(S),
      S.divider(),
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
    ]);
};
