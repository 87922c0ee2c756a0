import { linkHref, webappLinks } from '@/components/chrome/links';
import { SignupTrigger } from '@/components/signup';
import { fillPlaceholders } from '@/content/placeholders';
import { serviceBaseUrl } from '@/env';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import type { BlockContext } from '../types';
import { SiteLink } from '@/components/navigation/SiteLink';

/** A block's main button as the sections projection reads it (cta.schema.ts). */
export interface CtaContent {
  label: string | null;
  action: string | null;
  href: string | null;
}

/**
 * A block's main button, the same wherever it appears: a link button goes to its address (in the
 * page's language); otherwise it opens the page's sign-up dialog where the page runs the sign-up
 * engine, and leads to the web app's own sign-up elsewhere. Without a text there is no button.
 * Documents written through the API skip the studio's validation, so an address the site would not
 * accept is re-checked here and the button falls back to signing up.
 */
export function CtaButton({
  cta,
  context,
  className,
}: {
  cta: CtaContent | null;
  context: BlockContext;
  className: string;
}) {
  const label = cta?.label ? fillPlaceholders(cta.label, context.values) : null;
  if (!label) return null;
  if (cta?.action === 'link' && cta.href && !linkHrefProblem(cta.href)) {
    return (
      <SiteLink className={className} href={linkHref({ href: cta.href, language: null }, context.locale)}>
        {label}
      </SiteLink>
    );
  }
  if (context.signup) {
    return (
      <SignupTrigger isLandingPage className={className}>
        {label}
      </SignupTrigger>
    );
  }
  return (
    <a className={className} href={webappLinks(serviceBaseUrl('webapp'), context.locale).signup}>
      {label}
    </a>
  );
}
