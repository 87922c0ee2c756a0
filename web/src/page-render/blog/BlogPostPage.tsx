import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { TemplateGridBlock } from '@/blocks/template-grid/TemplateGridBlock';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { getSiteSettings } from '@/content/site';
import { getDefaultDocuments } from '@/content/templates';
import { BLOG_COPY, BlogPost, type StoredPost } from './BlogPost';

/**
 * A blog post's page, inside the site's chrome. Its related templates are a template grid block
 * searching the post's keyword: the same cards, search and fallback as on any page.
 */
export async function BlogPostPage({ locale, post }: { locale: Locale; post: StoredPost }) {
  setRequestLocale(locale);
  const [settings, defaults] = await Promise.all([getSiteSettings(locale), getDefaultDocuments(locale)]);
  const related = post.relatedKeyword ? (
    <TemplateGridBlock
      block={{
        _key: 'related-templates',
        _type: 'templateGrid',
        heading: BLOG_COPY.relatedHeading,
        text: BLOG_COPY.relatedText,
        source: 'search',
        keyword: post.relatedKeyword,
        templates: null,
      }}
      context={{
        locale,
        signup: false,
        pageTemplates: defaults.documents,
        values: { templates: settings.templateCount },
        position: 1,
      }}
    />
  ) : null;
  return (
    <SiteChrome locale={locale}>
      <BlogPost post={post} locale={locale} related={related} />
    </SiteChrome>
  );
}
