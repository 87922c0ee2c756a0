'use client';

import { useEffect, useState } from 'react';
import { purchase } from '@/engine/analytics';
import { assignmentOf, sendPurchase } from '@/experiments/client';
import { formatMoney } from '@/sales/pricing/money';
import { afterLoad } from '@/engine/schedule';
import type { PurchaseTexts } from '@/sales/purchase/purchase-texts';
import {
  ORDER_DETAIL_DELAY_MS,
  browserStorage,
  orderTotal,
  purchaseRequest,
  readAndTrackOrder,
  subscriptionTracked,
  type OrderDetail,
} from '@/sales/purchase/tracking';
import { OrderSummary } from './OrderSummary';
import styles from './PurchaseConfirmation.module.css';

export interface PurchaseStatusProps {
  userbase: string;
  paypal: string;
  language: string;
  /** The web app's address, where the button leads. */
  webappHref: string;
  texts: PurchaseTexts;
  /**
   * The plans of the page's language by package ('basic' -> 'Basic (1-user licence)'): an order line
   * is shown under its plan's name, the order service's own product name otherwise.
   */
  planNames?: Readonly<Record<string, string>>;
}

type State =
  | { step: 'checking' }
  | { step: 'subscription'; tracked: boolean }
  | { step: 'order'; tracked: boolean; order: OrderDetail | null }
  | { step: 'none' };

const fetcher = (input: string, init?: RequestInit) => fetch(input, init);

/**
 * The order the thank-you address names: read 3 s after the page has loaded, reported to analytics
 * once per order, and shown (number, product, total); the read carries the purchase's signed link
 * (`orderToken` on the address), without which the order service shows nothing. A PayPal subscription counts once it is
 * active. Whatever fails, the page stays as it is, without an error; `data-purchase-tracked` on the
 * summary tells whether the purchase was counted.
 */
export function PurchaseStatus({ userbase, paypal, language, webappHref, texts, planNames = {} }: PurchaseStatusProps) {
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    let live = true;
    const request = purchaseRequest(new URLSearchParams(window.location.search));
    if (request.kind === 'none') {
      // Shown from the next tick: the address is only known in the browser, after hydration.
      void Promise.resolve().then(() => live && setState({ step: 'none' }));
      return () => {
        live = false;
      };
    }
    if (request.kind === 'subscription') {
      void subscriptionTracked(fetcher, paypal, request.subscriptionId).then((tracked) => {
        if (live) setState({ step: 'subscription', tracked });
      });
      return () => {
        live = false;
      };
    }
    // The order counts for the experiment the checkout carried; the server reads it from the userbase
    // with the order's signed link.
    sendPurchase(request, assignmentOf(new URLSearchParams(window.location.search)));
    const cancel = afterLoad(() => {
      void readAndTrackOrder(fetcher, userbase, request, request.variantId, browserStorage(), purchase).then(
        ({ order, tracked }) => {
          if (live) setState({ step: 'order', tracked, order });
        },
      );
    }, ORDER_DETAIL_DELAY_MS);
    return () => {
      live = false;
      cancel();
    };
  }, [userbase, paypal]);

  const tracked = state.step === 'order' || state.step === 'subscription' ? String(state.tracked) : 'pending';
  const order = state.step === 'order' ? state.order : null;
  return (
    <div className={styles.status} data-purchase-tracked={state.step === 'none' ? 'false' : tracked} aria-live="polite">
      {state.step === 'checking' ? (
        <p className={styles.checking}>
          <span className={styles.spinner} aria-hidden="true" />
          {texts.checking}
        </p>
      ) : null}
      {order ? (
        <OrderSummary
          heading={texts.summaryHeading}
          number={{ label: texts.orderNumber, value: order.orderNumber }}
          product={{
            label: texts.product,
            value: order.items
              .map((item) => (Object.hasOwn(planNames, item.sku) ? planNames[item.sku] : item.productName))
              .join(', '),
          }}
          total={{ label: texts.total, value: formatMoney(orderTotal(order), order.currencyCode, language) }}
        />
      ) : null}
      {state.step === 'subscription' && state.tracked ? (
        <p className={styles.note}>{texts.subscriptionActive}</p>
      ) : null}
      {(state.step === 'order' && !order) ||
      (state.step === 'subscription' && !state.tracked) ||
      state.step === 'none' ? (
        <p className={styles.note}>{texts.receiptByEmail}</p>
      ) : null}
      <a className={`button button-primary ${styles.button}`} href={webappHref}>
        {texts.openApp}
      </a>
    </div>
  );
}
