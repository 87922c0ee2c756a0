import { defineQuery } from 'groq';

/**
 * The header and footer content of one language (B's navigation and footer documents) and the
 * social links of the site settings. Kept beside the layout components: only they read it.
 */
export const CHROME_QUERY = defineQuery(`{
  "navigation": *[_type == "navigation" && language == $locale][0]{
    mainLinks[]{ label, href, language },
    utilityLinks[]{ label, href, language },
    buttons{ login, account, tryFree, menu },
    megaMenus[]{ title, groups[]{ title, links[]{ label, href, language } } }
  },
  "footer": *[_type == "footer" && language == $locale][0]{
    columns[]{ title, links[]{ label, href, language } },
    freeTrial{ label, href, language },
    rating{ score, label },
    contactHeading,
    languageLabel,
    legalLinks[]{ label, href, language },
    simpleLinks[]{ label, href, language },
    customerService,
    copyright
  },
  "social": *[_id == "siteSettings"][0].socialLinks[]{ network, url }
}`);
