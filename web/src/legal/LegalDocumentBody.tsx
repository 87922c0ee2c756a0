import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { PLAIN_LISTS } from '@/lib/portable-text-lists';
import type { Locale } from '@paperwise/schemas/locales';
import { appendixAnchor, sectionAnchor } from '@paperwise/schemas/documents/legalDocument.rules';
import { LEGAL_COPY } from './copy';
import { contactLineParts, resolveLegalHref } from './links';
import type { LegalDocumentContent } from './types';
import styles from './legal.module.css';

export interface LegalDocumentBodyProps {
  document: LegalDocumentContent;
  /** The reader's language: links lead to pages in it, the contact heading is in it. */
  locale: Locale;
  /** Heading level of the sections: 2 under a page's h1, 3 inside a dialog titled with an h2. */
  headingLevel?: 2 | 3;
  /** Prefix of the anchors (section-1, schedule-a, contact), so a dialog can sit on a page that has them. */
  idPrefix?: string;
  /** '_top' in the -frame pages, so a link leaves the frame instead of opening inside it. */
  linkTarget?: '_top' | '_blank';
}

function components(locale: Locale, linkTarget?: '_top' | '_blank'): PortableTextComponents {
  return {
    block: { normal: ({ children }) => <p>{children}</p> },
    ...PLAIN_LISTS,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      link: ({ value, children }) => {
        const href = resolveLegalHref((value as { href?: string } | undefined)?.href, locale);
        if (!href) return <>{children}</>;
        const external = /^https:/i.test(href);
        return (
          <a
            href={href}
            target={external ? '_blank' : linkTarget}
            rel={external || linkTarget === '_blank' ? 'noopener noreferrer' : undefined}
          >
            {children}
          </a>
        );
      },
    },
  };
}

/**
 * The text of a legal document: preamble, numbered sections (#section-N), schedules and exhibits
 * (#schedule-a, #exhibit-b) and the contact block (#contact). Portable Text through
 * @portabletext/react only: no HTML from the content reaches the page. No hooks and no server-only
 * code, so it renders on a page and inside a client dialog alike.
 */
export function LegalDocumentBody({
  document,
  locale,
  headingLevel = 2,
  idPrefix = '',
  linkTarget,
}: LegalDocumentBodyProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const portable = components(locale, linkTarget);
  return (
    <div className={styles.body} lang={document.language ?? undefined}>
      {document.preamble?.length ? (
        <div className={styles.preamble}>
          <PortableText value={document.preamble} components={portable} />
        </div>
      ) : null}
      {document.sections?.map((section, index) => {
        const number = section.number ?? index + 1;
        const id = `${idPrefix}${sectionAnchor(number)}`;
        return (
          <section key={section._key} id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
            <Heading id={`${id}-heading`}>
              {number}. {section.heading}
            </Heading>
            <PortableText value={section.body ?? []} components={portable} />
          </section>
        );
      })}
      {document.appendices?.map((appendix) => {
        const id = `${idPrefix}${appendixAnchor(appendix.label ?? appendix._key)}`;
        return (
          <section key={appendix._key} id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
            <Heading id={`${id}-heading`}>
              {appendix.label}. {appendix.heading}
            </Heading>
            <PortableText value={appendix.body ?? []} components={portable} />
          </section>
        );
      })}
      {document.contactLines?.length ? (
        <section id={`${idPrefix}contact`} aria-labelledby={`${idPrefix}contact-heading`} className={styles.section}>
          <Heading id={`${idPrefix}contact-heading`} lang={locale}>
            {LEGAL_COPY[locale].contact}
          </Heading>
          <address className={styles.contact}>
            {document.contactLines.map((line, index) => (
              <span key={index} className={styles.contactLine}>
                {contactLineParts(line).map((part, partIndex) =>
                  part.href ? (
                    <a key={partIndex} href={part.href}>
                      {part.text}
                    </a>
                  ) : (
                    part.text
                  ),
                )}
              </span>
            ))}
          </address>
        </section>
      ) : null}
    </div>
  );
}
