import { at, defineMigration, unset } from 'sanity/migrate';

/** The amounts a plan once held as typed text, now read from its package. */
export const TYPED_PRICE_FIELDS = ['price', 'priceUnit', 'billing', 'savings'] as const;

/**
 * Plans held their price, unit, billing note and saving as typed text ('$24.99', 'billed $299.88 a
 * year'), which drifted from what the checkout charged. The amounts now come from the plan's
 * package when a page is rendered, written in the page's language; the typed texts are removed.
 * A plan without them is left alone, so the migration can run twice.
 */
export const planPricesMigration = defineMigration({
  title: 'Plans: prices from the package, not typed',
  documentTypes: ['plan'],
  migrate: {
    document(doc) {
      return TYPED_PRICE_FIELDS.filter((field) => doc[field] !== undefined).map((field) => at(field, unset()));
    },
  },
});
