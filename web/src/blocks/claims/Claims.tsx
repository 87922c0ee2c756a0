import { fillPlaceholders } from '@/content/placeholders';
import { getSiteSettings, type SiteSettings } from '@/content/site';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId } from '../shared/SectionHead';
import type { BlockProps, SectionOf } from '../types';
import styles from './Claims.module.css';

type ClaimName = NonNullable<NonNullable<SectionOf<'claims'>['items']>[number]['claim']>;

/** A whole number as the page's language writes it: 250,000 in English, 250 000 in French. */
const plain = (value: number | null, locale: string) =>
  value === null ? null : new Intl.NumberFormat(locale).format(value);

/** A lower bound: 250,000+. */
const atLeast = (value: number | null, locale: string) => (value === null ? null : `${plain(value, locale)}+`);

/** A large number in words of the page's language: 50 million, 50 millions, 50 Millionen. */
const inWords = (value: number | null, locale: string) =>
  value === null ? null : new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: 'long' }).format(value);

/**
 * Where each number comes from: the site settings, so a new figure is changed once for every page
 * and language, and how it reads: numbers are written the way the page's language writes them.
 */
const CLAIM_VALUES: { [C in ClaimName]: (settings: SiteSettings, locale: string) => string | null } = {
  templates: (settings) => settings.templateCount || null,
  businesses: (settings, locale) => atLeast(settings.businesses, locale),
  downloads: (settings, locale) => inWords(settings.downloads, locale),
  countries: (settings, locale) => plain(settings.countries, locale),
  trees: (settings, locale) => atLeast(settings.treesPlanted, locale),
  lawFirms: (settings, locale) => plain(settings.lawFirms, locale),
  signUps: (settings, locale) => inWords(settings.signUps, locale),
  // Per language: the Spanish toolkit has more modules than the others.
  modules: (settings) => settings.modules || null,
};

/**
 * A row of big numbers with their labels. The numbers are the site settings' claims; a label may
 * say {since} (the year downloads and sign-ups are counted from) and {templates}. A number the settings do not
 * have is left out rather than shown empty.
 */
export async function Claims({ block, context }: BlockProps<'claims'>) {
  const settings = await getSiteSettings(context.locale);
  const values =
    settings.downloadsSince === null ? context.values : { ...context.values, since: String(settings.downloadsSince) };
  const items = (block.items ?? []).flatMap((item) => {
    const value = item.claim ? CLAIM_VALUES[item.claim]?.(settings, context.locale) : null;
    return value ? [{ key: item._key, value, label: item.label ? fillPlaceholders(item.label, values) : '' }] : [];
  });
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={block.heading ? headingId(block) : undefined}>
      {block.heading ? (
        <h2 id={headingId(block)} className={classes(section.heading, styles.heading)}>
          {fillPlaceholders(block.heading, values)}
        </h2>
      ) : null}
      <ul className={styles.list} data-count={items.length}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            {/* The space keeps number and label apart for screen readers; the layout stacks them. */}
            <span className={styles.value}>{item.value}</span> <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
