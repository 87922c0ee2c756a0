// `sanity migration run claims-numbers` (from studio/) runs this against the configured dataset;
// `npm run content:migrate -- claims-numbers` applies the same definition to the bundled content.
export { claimsNumbersMigration as default } from '@paperwise/schemas/migrations/claims-numbers';
