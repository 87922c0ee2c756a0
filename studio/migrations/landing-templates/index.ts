// `sanity migration run landing-templates` (from studio/) runs this against the configured dataset;
// `npm run content:migrate -- landing-templates` applies the same definition to the bundled content.
export { landingTemplatesMigration as default } from '@paperwise/schemas/migrations/landing-templates';
