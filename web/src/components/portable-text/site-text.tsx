import type { PortableTextComponents } from '@portabletext/react';
import type { Locale } from '@paperwise/schemas/locales';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { linkHref } from '@/components/chrome/links';
import { PLAIN_LISTS } from '@/lib/portable-text-lists';
import { SiteLink } from '@/components/navigation/SiteLink';

/**
 * How the site shows the rich text editors write (rich-text blocks, newsroom articles): only React
 * elements of our own, so no HTML from the content reaches the page. A link is checked again here,
 * because a document written through the API never went through the studio's rules: an address the
 * site does not accept is shown as plain text, never as a link. Internal addresses lead to the
 * page's language. The headings take the caller's classes.
 */
export function siteTextComponents(locale: Locale, headings: { h2?: string; h3?: string }): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: ({ children }) => <h2 className={headings.h2}>{children}</h2>,
      h3: ({ children }) => <h3 className={headings.h3}>{children}</h3>,
    },
    ...PLAIN_LISTS,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => {
        const href = (value as { href?: unknown } | undefined)?.href;
        if (typeof href !== 'string' || !href.trim() || linkHrefProblem(href)) return <>{children}</>;
        return <SiteLink href={linkHref({ href, language: null }, locale)}>{children}</SiteLink>;
      },
    },
  };
}
