/** What the site reads of a contact form block. */
export const CONTACT_FORM_PROJECTION = /* groq */ `heading, text,
      form{ nameLabel, emailLabel, subjectLabel, messageLabel, nameRequired, emailRequired, emailInvalid,
        messageRequired, messageTooShort, submitLabel, sendingLabel, successMessage, failureMessage },
      details{ heading, phoneLabel, emailLabel }`;
