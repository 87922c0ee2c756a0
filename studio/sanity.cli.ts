import { defineCliConfig } from 'sanity/cli';
import { studioEnv } from './env';

export default defineCliConfig({
  api: { projectId: studioEnv.projectId, dataset: studioEnv.dataset },
  // The site serves the built studio at /studio/ (npm start); `sanity dev` serves it there too.
  project: { basePath: '/studio' },
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
