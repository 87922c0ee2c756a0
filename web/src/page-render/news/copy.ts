import type { Locale } from '@paperwise/schemas/locales';

/** The words an article's page adds around the article, in each language of the site. */
export const NEWS_COPY: Record<Locale, { backToNewsroom: string; related: string; published: string }> = {
  en: { backToNewsroom: 'Newsroom', related: 'Related pages', published: 'Published on' },
  fr: { backToNewsroom: 'Salle de presse', related: 'Pages associées', published: 'Publié le' },
  es: { backToNewsroom: 'Sala de prensa', related: 'Páginas relacionadas', published: 'Publicado el' },
  de: { backToNewsroom: 'Presse', related: 'Verwandte Seiten', published: 'Veröffentlicht am' },
  it: { backToNewsroom: 'Sala stampa', related: 'Pagine correlate', published: 'Pubblicato il' },
  pt: { backToNewsroom: 'Imprensa', related: 'Páginas relacionadas', published: 'Publicado em' },
};
