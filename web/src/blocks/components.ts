import type { ReactNode } from 'react';
import { DownloadButtons } from './download-buttons/DownloadButtons';
import { Faq } from './faq/Faq';
import { FeedbackFormBlock } from './feedback-form/FeedbackFormBlock';
import { Claims } from './claims/Claims';
import { ContactFormBlock } from './contact-form/ContactFormBlock';
import { CtaBand } from './cta-band/CtaBand';
import { FeatureGrid } from './feature-grid/FeatureGrid';
import { Hero } from './hero/Hero';
import { NewsList } from './news-list/NewsList';
import { PostList } from './post-list/PostList';
import { TemplateCatalogue } from './template-catalogue/TemplateCatalogue';
import { PricingTable } from './pricing-table/PricingTable';
import { RichText } from './rich-text/RichText';
import { SupportChat } from './support-chat/SupportChat';
import { PurchaseConfirmation } from './purchase-confirmation/PurchaseConfirmation';
import { AffiliateOrderBlock } from './affiliate-order/AffiliateOrderBlock';
import { TemplateGridBlock } from './template-grid/TemplateGridBlock';
import { Testimonials } from './testimonials/Testimonials';
import { TrustStrip } from './trust-strip/TrustStrip';
import type { BlockProps, SectionType } from './types';
import { Video } from './video/Video';

/**
 * The site side of the page builder: the component of every block type. A block type without a
 * component here fails the type check.
 */
export const BLOCK_COMPONENTS: { [T in SectionType]: (props: BlockProps<T>) => ReactNode | Promise<ReactNode> } = {
  hero: Hero,
  templateGrid: TemplateGridBlock,
  faq: Faq,
  richText: RichText,
  video: Video,
  downloadButtons: DownloadButtons,
  pricingTable: PricingTable,
  claims: Claims,
  featureGrid: FeatureGrid,
  testimonials: Testimonials,
  trustStrip: TrustStrip,
  ctaBand: CtaBand,
  newsList: NewsList,
  postList: PostList,
  templateCatalogue: TemplateCatalogue,
  contactForm: ContactFormBlock,
  feedbackForm: FeedbackFormBlock,
  supportChat: SupportChat,
  purchaseConfirmation: PurchaseConfirmation,
  affiliateOrder: AffiliateOrderBlock,
};
