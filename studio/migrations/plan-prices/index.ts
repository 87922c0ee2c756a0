// `sanity migration run plan-prices` (from studio/) runs this against the configured dataset;
// `npm run content:migrate -- plan-prices` applies the same definition to the bundled content.
export { planPricesMigration as default } from '@paperwise/schemas/migrations/plan-prices';
