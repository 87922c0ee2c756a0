'use client';

import { useEffect } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { recordSearch } from '@/engine/flows/actions';

/** Remembers the keyword shown (cookies b_search and b_document) for the next visit. */
export function RecordSearch({ keyword, locale }: { keyword: string; locale: Locale }) {
  useEffect(() => {
    recordSearch(keyword, locale);
  }, [keyword, locale]);
  return null;
}
