import { defineCliConfig } from 'sanity/cli';
import { studioEnv } from './env';

export default defineCliConfig({
  api: { projectId: studioEnv.projectId, dataset: studioEnv.dataset },
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
