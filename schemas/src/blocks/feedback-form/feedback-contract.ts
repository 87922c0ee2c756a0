// What the support desk accepts as feedback, without zod or Sanity: the embedded desk checks against it,
// the feedback form block offers its reasons in the studio and caps its fields by it.

/** The two kinds of feedback: why a visitor uninstalls the desktop app, and what they think of Paperwise. */
export const FEEDBACK_KINDS = ['uninstall', 'general'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** The reasons for uninstalling the desktop app that the desk files; a form offers some or all of them. */
export const UNINSTALL_REASONS = [
  'no-longer-needed',
  'web-app-instead',
  'hard-to-use',
  'missing-templates',
  'technical-problems',
  'other',
] as const;
export type UninstallReason = (typeof UNINSTALL_REASONS)[number];

/** The longest comment of each kind, the longest address, and the rating's scale. */
export const FEEDBACK_LIMITS = {
  uninstallComment: 1000,
  generalComment: 2000,
  email: 254,
  ratingMin: 1,
  ratingMax: 5,
} as const;
