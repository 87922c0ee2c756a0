'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A `next/link` that fetches its page ahead only when the visitor shows the intent to follow it:
 * the pointer comes over it, a finger touches it, or the keyboard focuses it. Coming into view
 * fetches nothing, so that a block of links the visitor scrolls past (the footer's) does not
 * fetch every page it names. The click is the router's as for any other link.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: IntentLinkProps) {
  const router = useRouter();
  // Each intent runs the caller's own handler, then fetches the page (the router fetches it once).
  const withPrefetch =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      handler?.(event);
      router.prefetch(href);
    };
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={withPrefetch(onMouseEnter)}
      onTouchStart={withPrefetch(onTouchStart)}
      onFocus={withPrefetch(onFocus)}
      {...rest}
    />
  );
}
