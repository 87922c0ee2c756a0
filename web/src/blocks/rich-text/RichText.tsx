import { PortableText } from '@portabletext/react';
import { siteTextComponents } from '@/components/portable-text/site-text';
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
      <div className={`prose ${styles.prose}`}>
        {block.heading ? (
          <Heading id={headingId(block)} className={classes(section.heading, styles.heading)}>
            {fillPlaceholders(block.heading, context.values)}
          </Heading>
        ) : null}
        <PortableText
          value={filledBody(body, context.values)}
          components={siteTextComponents(context.locale, { h2: styles.h2, h3: styles.h3 })}
          onMissingComponent={false}
        />
      </div>
    </section>
  );
}
