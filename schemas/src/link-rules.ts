/**
 * Link rules shared by the studio (validation) and the site (which re-checks content at render:
 * documents written through the API never pass the studio's validation). No Sanity import here.
 */

/** Checks a link target: a site path (starting with /), a full https:// address, mailto: or tel:. */
export function linkHrefProblem(href: string | undefined): string | null {
  if (!href) return null;
  if (/^https:\/\/[^\s]+$/.test(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href) || /^tel:\+?[0-9 ]+$/.test(href)) {
    return null;
  }
  if (!href.startsWith('/') || href.startsWith('//') || /\s/.test(href)) {
    return 'Write a site address starting with / (e.g. /pricing/plans/) or a full https:// address.';
  }
  return null;
}

/** A social profile must be a full https:// address. */
export function socialUrlProblem(url: string | undefined): string | null {
  if (!url) return null;
  return /^https:\/\/[^\s]+$/.test(url) ? null : 'Write the full https:// address of the profile.';
}
