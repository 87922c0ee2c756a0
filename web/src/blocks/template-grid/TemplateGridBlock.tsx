import { SignupLink, SignupTrigger } from '@/components/signup';
import { TemplateGrid } from '@/components/templates/TemplateGrid';
import { fillPlaceholders } from '@/content/placeholders';
import { getDefaultDocuments } from '@/content/templates';
import type { TemplateEntry } from '@/content/types';
import { serviceBaseUrl } from '@/env';
import { buildTemplateCards, type TemplateSource } from '@/components/templates/template-cards';
import { searchTemplates } from '@/services/template-search';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockContext, BlockProps } from '../types';
import styles from './TemplateGridBlock.module.css';

const fromEntries = (entries: readonly TemplateEntry[]): TemplateSource[] =>
  entries.map(({ _key, label, url, thumb }) => ({ key: _key, label, url, thumb }));

/** The templates the block shows, read on the server. A failed search shows the language's defaults. */
async function templatesOf(
  block: BlockProps<'templateGrid'>['block'],
  context: BlockContext,
): Promise<TemplateSource[]> {
  if (block.source === 'list') {
    return (block.templates ?? []).flatMap((entry) =>
      entry.label && entry.url && entry.thumb
        ? [{ key: entry._key, label: entry.label, url: entry.url, thumb: entry.thumb }]
        : [],
    );
  }
  if (block.source === 'page' && context.pageTemplates) return fromEntries(context.pageTemplates);
  const defaults = await getDefaultDocuments(context.locale);
  if (block.source === 'search' && block.keyword) {
    try {
      const { documents } = await searchTemplates(block.keyword, context.locale, defaults.keyword);
      return documents.slice(0, 12).map(({ label, url, thumb }) => ({ key: url, label, url, thumb }));
    } catch (error) {
      console.error(`template grid: the search for "${block.keyword}" failed; showing the default templates`, error);
    }
  }
  return fromEntries(defaults.documents);
}

/**
 * A heading and a grid of template cards. On a page that runs the sign-up engine a card opens the
 * engine's create-account action with the template as destination; on a page that opens documents
 * as the search page does, the engine opens it (dialog or web app); elsewhere it is the link to the
 * document in the web app. Both are links or buttons that work before the script has loaded.
 */
export async function TemplateGridBlock({ block, context }: BlockProps<'templateGrid'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const cards = buildTemplateCards(
    await templatesOf(block, context),
    context.locale,
    { webapp: serviceBaseUrl('webapp'), cachedApi: serviceBaseUrl('cached-api') },
    `template grid ${block._key}`,
  );
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} className={styles.head} />
      <TemplateGrid
        documents={cards}
        label={block.heading ? fill(block.heading) : ''}
        eagerCount={context.position === 0 ? 4 : 0}
        wrap={
          context.signup
            ? (card, inner) => (
                <SignupTrigger className="template-card" url={card.url}>
                  {inner}
                </SignupTrigger>
              )
            : context.openDocuments
              ? (card, inner) => (
                  <SignupLink action="openDocument" url={card.url} href={card.href} className="template-card">
                    {inner}
                  </SignupLink>
                )
              : undefined
        }
      />
    </section>
  );
}
