import { webappLinks } from '@/components/chrome/links';
import { fetchContent } from '@/content/fetch';
import { serviceBaseUrl } from '@/env';
import { PLAN_NAMES_QUERY } from './purchase-confirmation.query';
import { purchaseTexts } from '@/sales/purchase/purchase-texts.server';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './PurchaseConfirmation.module.css';
import { PurchaseStatusLoader } from './PurchaseStatusLoader';
import { BadgeIcon } from '../shared/BadgeIcon';

/**
 * The thank-you of a purchase: the block's heading and text, then the order the address names
 * (read in the browser) and the button to the web app.
 */
export async function PurchaseConfirmation({ block, context }: BlockProps<'purchaseConfirmation'>) {
  const [texts, plans] = await Promise.all([
    purchaseTexts(context.locale),
    fetchContent(PLAN_NAMES_QUERY, { locale: context.locale }, ['plan']),
  ]);
  const planNames = Object.fromEntries(
    plans.flatMap((plan) =>
      plan.package && plan.name ? [[plan.package, plan.users ? `${plan.name} (${plan.users})` : plan.name]] : [],
    ),
  );
  return (
    <section className={classes(section.roomy, styles.section)} aria-labelledby={headingId(block)}>
      <div className={classes(section.surface, styles.card)}>
        <BadgeIcon
          className={styles.icon}
          size={32}
          path="M9.2 16.6 4.8 12.2a1 1 0 1 1 1.4-1.4l3 3 8.6-8.6a1 1 0 1 1 1.4 1.4l-10 10Z"
        />
        <SectionHead block={block} context={context} opensPage centred className={styles.head} />
        <PurchaseStatusLoader
          userbase={serviceBaseUrl('userbase')}
          paypal={serviceBaseUrl('paypal')}
          language={context.locale}
          webappHref={webappLinks(serviceBaseUrl('webapp'), context.locale).login}
          texts={texts}
          planNames={planNames}
        />
      </div>
    </section>
  );
}
