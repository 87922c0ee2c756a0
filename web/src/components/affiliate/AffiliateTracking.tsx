'use client';

import { useEffect } from 'react';
import { setCookie } from '@/engine/cookies';
import { afterLoad } from '@/engine/schedule';
import { affiliatePlan, isTransactionId } from './affiliate-click';

/** Loads a script once; resolves when it has run. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-affiliate-sdk]`);
    if (existing && window.EF) return resolve();
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('the affiliate SDK did not load')), { once: true });
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.affiliateSdk = '';
      document.head.appendChild(script);
    }
  });
}

/**
 * Affiliate tracking of a page whose layout preset asks for it: once the page has loaded, the
 * network's SDK is loaded and, when the address names an offer and an affiliate, the click is
 * recorded and its transaction id kept in the b_eftid cookie (sent to the web app at sign-up). A
 * transaction id already in the address is kept instead, without a click. Renders nothing; a
 * failure leaves the page as it is.
 */
export function AffiliateTracking({ sdkUrl }: { sdkUrl: string }) {
  useEffect(() => {
    const plan = affiliatePlan(new URLSearchParams(window.location.search));
    if (plan.kind === 'known') {
      setCookie('eftid', plan.transactionId);
      return;
    }
    let live = true;
    const cancel = afterLoad(() => {
      loadScript(sdkUrl)
        .then(async () => {
          if (plan.kind !== 'click' || !live || !window.EF) return;
          const transactionId = await window.EF.click({
            offer_id: plan.offerId,
            affiliate_id: plan.affiliateId,
            sub1: plan.sub1,
          });
          if (isTransactionId(transactionId)) setCookie('eftid', transactionId);
        })
        .catch((error: unknown) => {
          console.warn(`affiliate tracking: ${(error as Error).message}`);
        });
    }, 0);
    return () => {
      live = false;
      cancel();
    };
  }, [sdkUrl]);
  return null;
}
