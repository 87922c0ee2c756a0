import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { PLAIN_LISTS } from '@/lib/portable-text-lists';
import type { Locale } from '@paperwise/schemas/locales';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { linkHref } from '@/components/chrome/links';
import { fillPlaceholders, type PlaceholderValues } from '@/content/placeholders';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId } from '../shared/SectionHead';
import type { BlockProps, SectionOf } from '../types';
import styles from './RichText.module.css';

type Body = NonNullable<SectionOf<'richText'>['body']>;

/** The body with {templates} filled in every span; marks, links and keys untouched. */
function filledBody(body: Body, values: PlaceholderValues): Body {
  return body.map((block) => ({
    ...block,
    children: block.children?.map((child) =>
      child.text ? { ...child, text: fillPlaceholders(child.text, values) } : child,
    ),
  }));
}

/**
 * Only React elements of our own: no HTML from the content reaches the page. A link is checked
 * again here, because a document written through the API never went through the studio's rules:
 * an address the site does not accept is shown as plain text, never as a link.
 */
function components(locale: Locale): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: ({ children }) => <h2 className={styles.h2}>{children}</h2>,
      h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
    },
    ...PLAIN_LISTS,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => {
        const href = (value as { href?: unknown } | undefined)?.href;
        if (typeof href !== 'string' || !href.trim() || linkHrefProblem(href)) return <>{children}</>;
        return <a href={linkHref({ href, language: null }, locale)}>{children}</a>;
      },
    },
  };
}

/**
 * Running text written in the studio: an optional heading, then paragraphs, headings, lists, bold,
 * italic and links, in a column narrow enough to read. A style or mark the site does not know
 * shows its text without it.
 */
export function RichText({ block, context }: BlockProps<'richText'>) {
  const body = block.body ?? [];
  if (body.length === 0) return null;
  // A page without a hero opens with this block: its heading is then the page's h1.
  const Heading = context.position === 0 ? 'h1' : 'h2';
  return (
    <section className={section.snug} aria-labelledby={block.heading ? headingId(block) : undefined}>
      <div className={styles.prose}>
        {block.heading ? (
          <Heading id={headingId(block)} className={classes(section.heading, styles.heading)}>
            {fillPlaceholders(block.heading, context.values)}
          </Heading>
        ) : null}
        <PortableText
          value={filledBody(body, context.values)}
          components={components(context.locale)}
          onMissingComponent={false}
        />
      </div>
    </section>
  );
}
