import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, SINGLETON_TYPES } from '@paperwise/schemas';
import { DuplicateAsVariantAction } from './actions/DuplicateAsVariantAction';
import { isVariantType } from './actions/variant';
import { languageTemplates, perLanguageTemplates } from './desk/templates';
import { studioEnv } from './env';
import { legalTexts } from './legal/template';
import { localWorkspace } from './local/workspace';
import { presentation } from './presentation';
import { defaultDocumentNode, structure } from './structure';

export default defineConfig({
  name: 'paperwise',
  title: 'Paperwise site content',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  // Without a Sanity project: the local Content Lake of the site serving the studio.
  ...(studioEnv.local ? localWorkspace() : {}),
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    presentation(),
    visionTool({ defaultApiVersion: studioEnv.apiVersion }),
    legalTexts(),
  ],
  schema: {
    types: schemaTypes,
    // A singleton is opened from the desk structure; it cannot be created again from "New document".
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
      ...languageTemplates,
      ...perLanguageTemplates,
    ],
  },
  document: {
    actions: (actions, { schemaType }) => {
      if (SINGLETON_TYPES.has(schemaType)) {
        return actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action));
      }
      return isVariantType(schemaType) ? [...actions, DuplicateAsVariantAction] : actions;
    },
  },
});
