/** What the site reads of a feedback form block. */
export const FEEDBACK_FORM_PROJECTION = /* groq */ `heading, text, kind,
      reasons[]{ _key, reason, label },
      form{ commentLabel, commentTooLong, emailLabel, emailInvalid, submitLabel, sendingLabel, successMessage,
        failureMessage, reasonLabel, reasonRequired, ratingLabel, ratingHint, ratingRequired, commentRequired }`;
