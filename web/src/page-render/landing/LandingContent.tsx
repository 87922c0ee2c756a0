import { Sections } from '@/blocks/Sections';
import type { LandingConfig } from '@/content/types';
import { editTarget } from '../edit-target';

/** What a landing variant shows: its blocks, wired to the page's sign-up engine and templates. */
export async function LandingContent({ config }: { config: LandingConfig }) {
  return (
    <Sections
      editing={await editTarget(config.id, 'landingPage')}
      sections={config.sections}
      context={{
        locale: config.locale,
        signup: true,
        pageTemplates: config.templates.documents,
        values: { templates: config.templateCount },
      }}
    />
  );
}
