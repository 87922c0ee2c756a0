/**
 * Test data shared by the content and catalogue tests: the English names of the twelve default
 * templates, in the order the English default list shows them.
 */
export const ENGLISH_DEFAULT_LABELS = [
  'Distribution Agreement',
  'Marketing Plan',
  'Business Proposal',
  'Business Plan',
  'Mutual Non-Disclosure Agreement',
  'General Non-Compete Agreement',
  'Shareholders Agreement',
  'Loan Agreement',
  'Employee Handbook',
  'Purchase Order',
  'Partnership Agreement',
  'Employment Application Form',
];
