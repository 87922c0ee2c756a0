'use client';

import { useEffect, useState } from 'react';
import { purchase } from '@/engine/analytics';
import { afterLoad } from '@/engine/schedule';
import { clickbankQuery, postClickbank, type AffiliateOrder } from '@/sales/purchase/affiliate-order';
import type { AffiliateTexts } from '@/sales/purchase/affiliate-texts';
import { formatMoney } from '@/sales/pricing/money';
import { ORDER_DETAIL_DELAY_MS, browserStorage, readAndTrackOrder } from '@/sales/purchase/tracking';
import { OrderSummary } from '../purchase-confirmation/OrderSummary';
import styles from '../purchase-confirmation/PurchaseConfirmation.module.css';

export interface AffiliateOrderStatusProps {
  userbase: string;
  language: string;
  /** The web app's login address (with lang and lib); the buyer's user id is added to it. */
  webappLogin: string;
  supportHref: string;
  texts: AffiliateTexts;
}

type State =
  | { step: 'checking' }
  | { step: 'problem'; message: 'noReceipt' | 'invalid' | 'failed' }
  | { step: 'order'; order: AffiliateOrder; currency: string | null; tracked: boolean | null };

const fetcher = (input: string, init?: RequestInit) => fetch(input, init);

/** Two decimals in the language's way, with the currency once the order has told it. */
function amountText(amount: number, currency: string | null, language: string): string {
  if (currency) return formatMoney(amount, currency, language);
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/**
 * Posts the retailer's landing query to the userbase and shows the order it answers; 3 s after the
 * page has loaded the order is read again and reported to analytics, once per order. No receipt, a
 * refused one or a failure: a message in the page's language and a link to customer support.
 */
export function AffiliateOrderStatus({
  userbase,
  language,
  webappLogin,
  supportHref,
  texts,
}: AffiliateOrderStatusProps) {
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    let live = true;
    let cancel = () => {};
    const query = clickbankQuery(new URLSearchParams(window.location.search), language);
    if (!query) {
      // Shown from the next tick: the address is only known in the browser, after hydration.
      void Promise.resolve().then(() => live && setState({ step: 'problem', message: 'noReceipt' }));
      return () => {
        live = false;
      };
    }
    void postClickbank(fetcher, userbase, query).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setState({ step: 'problem', message: result.reason });
        return;
      }
      const { order } = result;
      setState({ step: 'order', order, currency: null, tracked: null });
      cancel = afterLoad(() => {
        void readAndTrackOrder(fetcher, userbase, order, null, browserStorage(), purchase).then((tracking) => {
          if (live) {
            setState({
              step: 'order',
              order,
              currency: tracking.order?.currencyCode ?? null,
              tracked: tracking.tracked,
            });
          }
        });
      }, ORDER_DETAIL_DELAY_MS);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [userbase, language]);

  if (state.step === 'checking') {
    return (
      <div className={styles.status} data-purchase-tracked="pending" aria-live="polite">
        <p className={styles.checking}>
          <span className={styles.spinner} aria-hidden="true" />
          {texts.checking}
        </p>
      </div>
    );
  }
  if (state.step === 'problem') {
    return (
      <div className={styles.status} data-purchase-tracked="false" aria-live="polite">
        <p className={styles.problem} role="alert">
          {texts[state.message]}
        </p>
        <a className={`button button-primary ${styles.button}`} href={supportHref}>
          {texts.contactSupport}
        </a>
      </div>
    );
  }
  const { order, currency, tracked } = state;
  const appHref = `${webappLogin}${webappLogin.includes('?') ? '&' : '?'}userId=${encodeURIComponent(order.userId)}`;
  return (
    <div
      className={styles.status}
      data-purchase-tracked={tracked === null ? 'pending' : String(tracked)}
      aria-live="polite"
    >
      <p className={styles.greeting}>
        {order.firstName ? texts.greeting.replace('{name}', order.firstName) : texts.greetingNoName}
      </p>
      <OrderSummary
        heading={texts.summaryHeading}
        number={{ label: texts.orderId, value: order.orderId }}
        product={{ label: texts.product, value: order.product }}
        total={{ label: texts.amount, value: amountText(order.amount, currency, language) }}
      />
      <a className={`button button-primary ${styles.button}`} href={appHref}>
        {texts.openApp}
      </a>
    </div>
  );
}
