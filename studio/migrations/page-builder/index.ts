// `sanity migration run page-builder` (from studio/) runs this against the configured dataset;
// `npm run content:migrate -- page-builder` applies the same definition to the bundled content.
export { pageBuilderMigration as default } from '@paperwise/schemas/migrations/page-builder';
