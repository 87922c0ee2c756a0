import type { ReactNode } from 'react';
import { fillPlaceholders } from '@/content/placeholders';
import type { BlockContext } from '../types';
import { classes } from './classes';
import section from './section.module.css';

/** The id of a block's heading: the heading names the block's region (aria-labelledby). */
export function headingId(block: { _key: string }): string {
  return `${block._key}-heading`;
}

export interface SectionHeadProps {
  block: { _key: string; heading?: string | null; text?: string | null };
  context: BlockContext;
  /** A page without a hero may open with this block: its heading is then the page's h1. */
  opensPage?: boolean;
  /** A header above the content, or a div where the copy sits beside something else. */
  as?: 'header' | 'div';
  /** Centred over the content below, at a reading width. */
  centred?: boolean;
  className?: string;
  /** Added to the shared heading and intro looks: a block's own touches. */
  headingClassName?: string;
  textClassName?: string;
  /** Without the shared looks: the block styles its heading and text entirely itself. */
  plain?: boolean;
  /** What the block shows under its heading besides the text (the testimonials' rating). */
  children?: ReactNode;
}

/**
 * The heading and introduction over a block's content, placeholders filled in. The heading is
 * always there, empty if the block has none, since it names the block's region; the text only when
 * the block has one.
 */
export function SectionHead({
  block,
  context,
  opensPage = false,
  as: Wrapper = 'header',
  centred = false,
  className,
  headingClassName,
  textClassName,
  plain = false,
  children,
}: SectionHeadProps) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const Heading = opensPage && context.position === 0 ? 'h1' : 'h2';
  return (
    <Wrapper className={classes(centred && section.centred, className)}>
      <Heading id={headingId(block)} className={classes(!plain && section.heading, headingClassName)}>
        {block.heading ? fill(block.heading) : null}
      </Heading>
      {block.text ? <p className={classes(!plain && section.intro, textClassName)}>{fill(block.text)}</p> : null}
      {children}
    </Wrapper>
  );
}
