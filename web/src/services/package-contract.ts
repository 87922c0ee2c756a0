/**
 * A package as `GET {userbase}bib-pkg/{token}` answers it: the wire shape that the package service
 * (and its embedded stand-in) sends and the pricing pages and the checkout read.
 */
export interface PackageView {
  token: string;
  name: string;
  users: number;
  /** The length of one term: 12 (billed yearly) or 1 (monthly). */
  months: number;
  /** The monthly price. */
  price: number;
  /** What one term costs. */
  total: number;
  /** The percentage saved, as the package service states it. */
  savings: number;
  /** The percentage saved against the regular price, as shown beside the price. */
  saveRelative: number;
  /** The regular monthly price the saving is measured against. */
  valueRegular: number;
  currencyCode: string;
}
