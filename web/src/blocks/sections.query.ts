import { CLAIMS_PROJECTION } from './claims/claims.query';
import { CONTACT_FORM_PROJECTION } from './contact-form/contact-form.query';
import { CTA_BAND_PROJECTION } from './cta-band/cta-band.query';
import { DOWNLOAD_BUTTONS_PROJECTION } from './download-buttons/download-buttons.query';
import { FAQ_PROJECTION } from './faq/faq.query';
import { FEEDBACK_FORM_PROJECTION } from './feedback-form/feedback-form.query';
import { SUPPORT_CHAT_PROJECTION } from './support-chat/support-chat.query';
import { PURCHASE_CONFIRMATION_PROJECTION } from './purchase-confirmation/purchase-confirmation.query';
import { AFFILIATE_ORDER_PROJECTION } from './affiliate-order/affiliate-order.query';
import { FEATURE_GRID_PROJECTION } from './feature-grid/feature-grid.query';
import { HERO_PROJECTION } from './hero/hero.query';
import { NEWS_LIST_PROJECTION } from './news-list/news-list.query';
import { POST_LIST_PROJECTION } from './post-list/post-list.query';
import { TEMPLATE_CATALOGUE_PROJECTION } from './template-catalogue/template-catalogue.query';
import { PRICING_TABLE_PROJECTION } from './pricing-table/pricing-table.query';
import { RICH_TEXT_PROJECTION } from './rich-text/rich-text.query';
import { TESTIMONIALS_PROJECTION } from './testimonials/testimonials.query';
import { TRUST_STRIP_PROJECTION } from './trust-strip/trust-strip.query';
import { TEMPLATE_GRID_PROJECTION } from './template-grid/template-grid.query';
import { VIDEO_PROJECTION } from './video/video.query';

/**
 * A page's blocks: each block's own projection, chosen by its type. Adding a block adds its line
 * here (and its schema to schemas/src/blocks/schema-types.ts, its component to components.ts). Explicit fields only,
 * no spreads, so typegen gives each block its exact type.
 */
export const SECTIONS_PROJECTION = /* groq */ `sections[]{
    _key,
    _type,
    _type == "hero" => { ${HERO_PROJECTION} },
    _type == "templateGrid" => { ${TEMPLATE_GRID_PROJECTION} },
    _type == "faq" => { ${FAQ_PROJECTION} },
    _type == "richText" => { ${RICH_TEXT_PROJECTION} },
    _type == "video" => { ${VIDEO_PROJECTION} },
    _type == "downloadButtons" => { ${DOWNLOAD_BUTTONS_PROJECTION} },
    _type == "pricingTable" => { ${PRICING_TABLE_PROJECTION} },
    _type == "claims" => { ${CLAIMS_PROJECTION} },
    _type == "featureGrid" => { ${FEATURE_GRID_PROJECTION} },
    _type == "testimonials" => { ${TESTIMONIALS_PROJECTION} },
    _type == "trustStrip" => { ${TRUST_STRIP_PROJECTION} },
    _type == "ctaBand" => { ${CTA_BAND_PROJECTION} },
    _type == "newsList" => { ${NEWS_LIST_PROJECTION} },
    _type == "postList" => { ${POST_LIST_PROJECTION} },
    _type == "templateCatalogue" => { ${TEMPLATE_CATALOGUE_PROJECTION} },
    _type == "contactForm" => { ${CONTACT_FORM_PROJECTION} },
    _type == "feedbackForm" => { ${FEEDBACK_FORM_PROJECTION} },
    _type == "supportChat" => { ${SUPPORT_CHAT_PROJECTION} },
    _type == "purchaseConfirmation" => { ${PURCHASE_CONFIRMATION_PROJECTION} },
    _type == "affiliateOrder" => { ${AFFILIATE_ORDER_PROJECTION} },
  }`;
