'use client';

import { useEffect, useState } from 'react';
import { CheckoutDialog } from './CheckoutDialog';
import { loadCheckoutTexts, type CheckoutTexts } from './checkout-texts';
import type { CheckoutSettings, PackageView } from './types';

/** The checkout once its code has arrived: fetches the page language's words, then shows the dialog. */
export function Checkout({
  settings,
  pkg,
  onClose,
}: {
  settings: CheckoutSettings;
  pkg: PackageView;
  onClose: () => void;
}) {
  const [texts, setTexts] = useState<CheckoutTexts | null>(null);
  useEffect(() => {
    let current = true;
    loadCheckoutTexts(settings.locale).then(
      (loaded) => current && setTexts(loaded),
      // Without its words the dialog cannot speak: the choice is undone, the Buy button works again.
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [settings.locale, onClose]);
  return texts ? <CheckoutDialog settings={settings} pkg={pkg} texts={texts} onClose={onClose} /> : null;
}
