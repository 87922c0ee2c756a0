'use client';

import { useEffect } from 'react';
import { useGlobalStore } from '@/engine/stores/global';

/**
 * On a page whose content asks for the green theme, the site's sustainability flag is on while the
 * page is shown (and off again when the visitor leaves it). The colours themselves are CSS (the
 * page's data-theme); this only tells the client-side parts which mode the page is in.
 */
export function SustainabilityMode() {
  const setSustainabilityPage = useGlobalStore((state) => state.setSustainabilityPage);
  useEffect(() => {
    setSustainabilityPage(true);
    return () => setSustainabilityPage(false);
  }, [setSustainabilityPage]);
  return null;
}
