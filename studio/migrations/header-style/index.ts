// `sanity migration run header-style` (from studio/) runs this against the configured dataset;
// `npm run content:migrate -- header-style` applies the same definition to the bundled content.
export { headerStyleMigration as default } from '@paperwise/schemas/migrations/header-style';
