import type { Locale } from '@paperwise/schemas/locales';
import { toTitleCase } from './display-name';
import type { LandingDocument } from './types';

/** The main values a landing page derives from its state (signup §3, "Derived main values"). */
export interface MainValues {
  label: string | null;
  alias: string | null;
  thumb: string | null;
  cardHeading: string | null;
  isMainButton: boolean;
}

/** The large rendition of a template thumbnail (signup §9: 250px -> 600px). */
export function largeThumb(thumb: string): string {
  return thumb.replace(/\b250px\b/, '600px');
}

export interface LandingValuesInput {
  keyword: string[];
  documents: LandingDocument[];
  cardHeading: string | null;
  isMainButton: boolean;
}

export function mainValues(state: LandingValuesInput, locale: Locale = 'en'): MainValues {
  const firstDocument = state.documents[0];
  const firstKeyword = state.keyword[0];
  return {
    label: firstDocument?.label ?? null,
    alias: firstKeyword ? toTitleCase(firstKeyword, locale) : null,
    thumb: firstDocument?.thumb ? largeThumb(firstDocument.thumb) : null,
    cardHeading: state.cardHeading,
    isMainButton: state.isMainButton,
  };
}
