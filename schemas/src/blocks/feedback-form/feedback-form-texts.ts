// The feedback form's texts as lists, without Sanity: the schema builds its fields from them and
// the site's component checks a document against them (the site never bundles the studio's library).

/** The words every feedback form shows; [field, studio title, length cap]. */
export const FEEDBACK_COMMON_TEXTS = [
  ['commentLabel', 'Label: comment (say whether it may be left empty)', 120],
  ['commentTooLong', 'Message: comment too long', 120],
  ['emailLabel', 'Label: e-mail address (say that it is optional, for an answer)', 120],
  ['emailInvalid', 'Message: not an e-mail address', 120],
  ['submitLabel', 'Button', 40],
  ['sendingLabel', 'Button while sending', 40],
  ['successMessage', 'Shown once the feedback is sent (the thank-you)', 300],
  ['failureMessage', 'Shown when the feedback could not be sent (what was typed stays)', 300],
] as const;

/** The words only the uninstall form shows: the question over the reasons. */
export const FEEDBACK_UNINSTALL_TEXTS = [
  ['reasonLabel', 'Uninstall: the question over the reasons', 120],
  ['reasonRequired', 'Uninstall: message when no reason is chosen', 120],
] as const;

/** The words only the general feedback form shows: the rating and the required comment. */
export const FEEDBACK_GENERAL_TEXTS = [
  ['ratingLabel', 'Feedback: the question over the rating', 120],
  ['ratingHint', 'Feedback: what 1 and 5 mean', 120],
  ['ratingRequired', 'Feedback: message when no rating is chosen', 120],
  ['commentRequired', 'Feedback: message when the comment is empty', 120],
] as const;

export type FeedbackTextName =
  | (typeof FEEDBACK_COMMON_TEXTS)[number][0]
  | (typeof FEEDBACK_UNINSTALL_TEXTS)[number][0]
  | (typeof FEEDBACK_GENERAL_TEXTS)[number][0];

/** Every text of the feedback form once: the common ones, then the uninstall form's, then the general form's. */
export const FEEDBACK_TEXTS = [
  ...FEEDBACK_COMMON_TEXTS,
  ...FEEDBACK_UNINSTALL_TEXTS,
  ...FEEDBACK_GENERAL_TEXTS,
] as const;

/** The texts of one kind of form: the common ones and the kind's own. */
export const FEEDBACK_TEXTS_OF_KIND = {
  uninstall: [...FEEDBACK_COMMON_TEXTS, ...FEEDBACK_UNINSTALL_TEXTS],
  general: [...FEEDBACK_COMMON_TEXTS, ...FEEDBACK_GENERAL_TEXTS],
} as const;
