import type { LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';

/** The legal dialogs of the layouts: each has its own flag in the global store. */
export type LegalDialogKind = 'terms' | 'affiliate';

/**
 * What each dialog shows, and the page whose links open it: the terms dialog of the default and
 * landing layouts shows the licence (EULA) for Terms of Use links; the company layout's affiliate
 * dialog shows the affiliate agreement for links to its page.
 */
export const LEGAL_DIALOGS: Record<
  LegalDialogKind,
  { documentType: LegalDocumentType; linkedPage: LegalDocumentType }
> = {
  terms: { documentType: 'eula', linkedPage: 'termsOfUse' },
  affiliate: { documentType: 'affiliateAgreement', linkedPage: 'affiliateAgreement' },
};

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A primary click without a modifier: Ctrl/Cmd/Shift/Alt and middle clicks keep the browser's meaning (new tab, window, download). */
export function isPlainClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

export interface LinkLike {
  /** The link's address as written or resolved (an anchor's `href` property is absolute). */
  href: string;
  /** The anchor's target attribute ('' when absent). */
  target: string;
  download: boolean;
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Whether a click on `link`, on the page at `current`, opens the dialog of the page at `dialogPath`
 * (a localized path such as '/fr/company/affiliate-agreement/') instead of following the link.
 * Only same-site links to that page in the current window do, and not on that page itself, where
 * the text is already shown.
 */
export function opensDialog(link: LinkLike, current: string, dialogPath: string): boolean {
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  let here: URL;
  let to: URL;
  try {
    here = new URL(current);
    to = new URL(link.href, here);
  } catch {
    return false;
  }
  if (to.origin !== here.origin) return false;
  const target = withSlash(dialogPath);
  return withSlash(to.pathname) === target && withSlash(here.pathname) !== target;
}
