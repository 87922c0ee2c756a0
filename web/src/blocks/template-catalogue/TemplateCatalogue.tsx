import { linkHref } from '@/components/chrome/links';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { isLocale } from '@/i18n/routing';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './TemplateCatalogue.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';

/**
 * The templates catalogue: one card per group of the templates menu, its topics as links. A topic
 * leads to its search (the search page opens a document in the sign-up dialog or the web app), a
 * language to the catalogue in that language. Links whose address the site does not accept are
 * left out; a group without links, and the block without groups, show nothing.
 */
export function TemplateCatalogue({ block, context }: BlockProps<'templateCatalogue'>) {
  const groups = (block.groups ?? []).flatMap((group) => {
    const links = (group.links ?? []).flatMap((link) =>
      link.label && link.href && !linkHrefProblem(link.href)
        ? [
            {
              key: link._key,
              label: link.label,
              href: linkHref(
                { href: link.href, language: isLocale(link.language) ? link.language : null },
                context.locale,
              ),
              lang: isLocale(link.language) && link.language !== context.locale ? link.language : undefined,
            },
          ]
        : [],
    );
    return group.title && links.length ? [{ key: group._key, title: group.title, links }] : [];
  });
  if (groups.length === 0) return null;
  return (
    <section className={section.snug} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} centred />
      <ul className={classes(section.grid, section.quarters, styles.groups)}>
        {groups.map((group) => (
          <li key={group.key} className={section.card}>
            <h3 className={styles.title}>{group.title}</h3>
            <ul className={classes(section.grid, styles.links)}>
              {group.links.map((link) => (
                <li key={link.key}>
                  <SiteLink
                    className={styles.link}
                    href={link.href}
                    lang={link.lang}
                    hrefLang={link.lang}
                    reload={link.lang !== undefined && link.lang !== context.locale}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
