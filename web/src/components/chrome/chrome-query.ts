import { defineQuery } from 'groq';

/**
 * The header and footer content of one language (its navigation and footer documents) and the
 * social links of the site settings. Kept beside the layout components: only they read it.
 */
export const CHROME_QUERY = defineQuery(`{
  "navigation": *[_type == "navigation" && language == $locale][0]{
    headerStyle,
    mainLinks[]{ _key, label, href, language },
    utilityLinks[]{ _key, label, href, language },
    buttons{ login, account, tryFree, menu },
    megaMenus[]{ _key, title, groups[]{ _key, title, links[]{ _key, label, href, language } } }
  },
  "footer": *[_type == "footer" && language == $locale][0]{
    columns[]{ _key, title, links[]{ _key, label, href, language } },
    freeTrial{ label, href, language },
    rating{ score, label },
    contactHeading,
    languageLabel,
    legalLinks[]{ _key, label, href, language },
    simpleLinks[]{ _key, label, href, language },
    customerService,
    copyright
  },
  "social": *[_id == "siteSettings"][0].socialLinks[]{ _key, network, url }
}`);
