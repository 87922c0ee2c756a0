import type { ReactNode } from 'react';
import styles from './PurchaseConfirmation.module.css';

/** One line of the summary: what it is, and its value. */
export interface SummaryLine {
  label: string;
  value: ReactNode;
}

/**
 * The summary of a confirmed order, on the thank-you page and the affiliate retailer's order page:
 * its heading, then the order's number (set as a code), its product and its total.
 */
export function OrderSummary({
  heading,
  number,
  product,
  total,
}: {
  heading: string;
  number: SummaryLine;
  product: SummaryLine;
  total: SummaryLine;
}) {
  return (
    <div className={styles.summary}>
      <h2 className={styles.summaryHeading}>{heading}</h2>
      <dl className={styles.details}>
        <div>
          <dt>{number.label}</dt>
          <dd className={styles.code} data-testid="order-number">
            {number.value}
          </dd>
        </div>
        <div>
          <dt>{product.label}</dt>
          <dd data-testid="order-product">{product.value}</dd>
        </div>
        <div>
          <dt>{total.label}</dt>
          <dd data-testid="order-total">{total.value}</dd>
        </div>
      </dl>
    </div>
  );
}
