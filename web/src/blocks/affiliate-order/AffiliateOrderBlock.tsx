import { webappLinks } from '@/components/chrome/links';
import { serviceBaseUrl } from '@/env';
import { localizedPath } from '@/i18n/routing';
import { affiliateTexts } from '@/sales/purchase/affiliate-texts.server';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from '../purchase-confirmation/PurchaseConfirmation.module.css';
import { AffiliateOrderStatusLoader } from './AffiliateOrderStatusLoader';

/** The affiliate retailer's landing: the block's heading and text, then the order confirmed in the browser. */
export async function AffiliateOrderBlock({ block, context }: BlockProps<'affiliateOrder'>) {
  const texts = await affiliateTexts(context.locale);
  return (
    <section className={classes(section.roomy, styles.section)} aria-labelledby={headingId(block)}>
      <div className={classes(section.surface, styles.card)}>
        <SectionHead block={block} context={context} opensPage centred className={styles.head} />
        <AffiliateOrderStatusLoader
          userbase={serviceBaseUrl('userbase')}
          language={context.locale}
          webappLogin={webappLinks(serviceBaseUrl('webapp'), context.locale).login}
          supportHref={localizedPath('/company/contact/', context.locale)}
          texts={texts}
        />
      </div>
    </section>
  );
}
