import type { Locale } from '@paperwise/schemas/locales';
import { toTitleCase } from './display-name';
import type { TemplateEntry } from './types';

/** The main values a landing page derives from its state (label, alias, thumb of its first item). */
export interface MainValues {
  label: string | null;
  alias: string | null;
  thumb: string | null;
  cardHeading: string | null;
  isMainButton: boolean;
}

/** The large rendition of a template thumbnail: the 250px image becomes the 600px one. */
export function largeThumb(thumb: string): string {
  return thumb.replace(/\b250px\b/, '600px');
}

export interface LandingValuesInput {
  keywords: string[];
  documents: ReadonlyArray<Pick<TemplateEntry, 'label' | 'thumb'>>;
  cardHeading: string | null;
  isMainButton: boolean;
}

export function mainValues(state: LandingValuesInput, locale: Locale = 'en'): MainValues {
  const firstDocument = state.documents[0];
  const firstKeyword = state.keywords[0];
  return {
    label: firstDocument?.label ?? null,
    alias: firstKeyword ? toTitleCase(firstKeyword, locale) : null,
    thumb: firstDocument?.thumb ? largeThumb(firstDocument.thumb) : null,
    cardHeading: state.cardHeading,
    isMainButton: state.isMainButton,
  };
}
