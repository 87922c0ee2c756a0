import { defineField, defineType } from 'sanity';
import { landingLocaleOptions } from '../locales';
import {
  choices,
  fieldGroups,
  keyField,
  radioField,
  requiredBoolean,
  requiredObject,
  requiredString,
  selectField,
  stringListField,
} from '../fields/factories';

export const DIALOG_KINDS = choices({
  email: 'E-mail only (password generated for the visitor)',
  emailPassword: 'E-mail, password and password confirmation',
});

export const CONSENT_WORDINGS = choices({
  download: 'Download',
  getStartedNow: 'Get Started Now',
  getInstantAccess: 'Get Instant Access',
});

/**
 * When a returning visitor skips the dialog and goes straight to the web app: the first
 * variant trusts the remembered e-mail alone, the second also wants a sign-on cookie.
 */
export const DIRECT_GO_RULES = choices({
  emailCookie: 'their e-mail is remembered (first variant, v1)',
  emailAndSsoCookie: 'their e-mail is remembered and they are signed in (newer variants)',
});

export const LABEL_STYLES = choices({
  default: 'Standard (label above the field)',
  floating: 'Test A: label inside the field, moving up when typing',
  bold: 'Test B: label as a bold heading, hint inside the field',
});

const CONSENT_PLACEHOLDERS = ['{action}', '{terms}', '{privacy}'];

/** Missing placeholders in a consent sentence, or null. */
export function consentTemplateProblem(template: string | undefined): string | null {
  if (!template) return null;
  const missing = CONSENT_PLACEHOLDERS.filter((p) => !template.includes(p));
  return missing.length
    ? `The sentence must contain ${missing.join(', ')} (the site puts the button text and links there).`
    : null;
}

const requiredText = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => rule.required().min(1).error(`“${title}” cannot be empty.`),
  });

const passwordOnly = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: 'string',
    hidden: ({ document }) => document?.kind !== 'emailPassword',
    validation: (rule) =>
      rule.custom((value: string | undefined, context) =>
        context.document?.kind === 'emailPassword' && !value?.trim()
          ? `“${title}” is needed in a dialog that asks for a password.`
          : true,
      ),
  });

/**
 * A sign-up dialog variant in one language: what the visitor reads and which analytics it sends.
 * Landing pages point at one of these; an A/B test is two pages pointing at two dialogs.
 */
export const signupDialog = defineType({
  name: 'signupDialog',
  title: 'Sign-up dialog',
  type: 'document',
  groups: fieldGroups(['texts', 'Texts'], ['form', 'Form and buttons'], ['behaviour', 'Behaviour and analytics']),
  fields: [
    selectField('language', 'Language', landingLocaleOptions, {
      description: 'Dialogs exist in the landing-page languages: English, French and Spanish.',
      group: 'texts',
    }),
    keyField(
      'The variant’s code, the same in every language: v1 to v5 for the e-mail-only variants, password for the password dialog. Lower case, digits and dashes.',
      {
        title: 'Variant key',
        taken: (value, other) => `The variant key “${value}” already exists in this language (${other}).`,
        sameLanguage: true,
        group: 'texts',
      },
    ),
    requiredString('name', 'Name in the studio', {
      description: 'How you recognise this variant, e.g. “v4 · Boost your business efficiency”.',
      group: 'texts',
    }),
    radioField('kind', 'Form', DIALOG_KINDS, { initialValue: 'email', group: 'form' }),
    { ...requiredText('title', 'Title', 'The dialog’s main heading.'), group: 'texts' },
    defineField({ name: 'subText', title: 'Text under the title', type: 'text', rows: 2, group: 'texts' }),
    defineField({
      name: 'heading',
      title: 'Heading above the form',
      description:
        'Write {templates} where the number of templates should appear, e.g. “{templates} templates, ready now”.',
      type: 'string',
      group: 'texts',
    }),
    defineField({
      name: 'cardHeading',
      title: 'Heading of the document card',
      description: 'Shown above the picture of the document the visitor came for. Leave empty for no card.',
      type: 'string',
      group: 'texts',
    }),
    defineField({
      name: 'showLogo',
      title: 'Show the logo in the dialog',
      type: 'boolean',
      initialValue: false,
      group: 'texts',
    }),
    defineField({ name: 'benefitsHeading', title: 'Heading of the benefits list', type: 'string', group: 'texts' }),
    stringListField('benefits', 'Key benefits', 6, {
      description: 'Short points with a tick, e.g. “Edit in your browser”. Leave empty for no list.',
      group: 'texts',
    }),
    stringListField('credibility', 'Credibility points', 6, {
      description: 'Facts that build trust, e.g. “Trusted by 250,000+ businesses”. Leave empty for no list.',
      group: 'texts',
    }),
    requiredObject(
      'buttons',
      'Button texts',
      [
        requiredText('idle', 'Button', 'What the sign-up button says, e.g. “Get instant access”.'),
        requiredText('busy', 'While the account is created', 'e.g. “Creating your account…”.'),
        requiredText(
          'disabled',
          'When the button is switched off',
          'Shown with a progress bar on pages whose button is switched off (see the landing page’s “Sign-up button active”).',
        ),
      ],
      { group: 'form' },
    ),
    requiredObject(
      'fieldLabels',
      'Field labels and messages',
      [
        requiredText('labelDefault', 'E-mail label', 'e.g. “Enter your business email”.'),
        requiredText('labelError', 'E-mail label when the address is wrong', 'e.g. “Valid email address required”.'),
        requiredText('labelExists', 'E-mail label when the account exists', 'e.g. “Account already exists”.'),
        passwordOnly('passwordLabel', 'Password label'),
        passwordOnly(
          'passError',
          'Password rule message',
          'e.g. “Password must be 8 characters or more, contain a letter & number”.',
        ),
        passwordOnly('confirmPasswordLabel', 'Confirmation label'),
        passwordOnly('confirmPassError', 'Confirmation mismatch message', 'e.g. “Password does not match”.'),
      ],
      { group: 'form' },
    ),
    radioField('consentWording', 'Consent line quotes', CONSENT_WORDINGS, {
      description:
        'Which button wording the consent line quotes. A landing page can choose another one for a wording test.',
      initialValue: 'getInstantAccess',
      group: 'form',
    }),
    requiredObject(
      'consent',
      'Consent line',
      [
        defineField({
          name: 'template',
          title: 'Sentence',
          description: 'Write {action} for the quoted button wording, {terms} and {privacy} for the two links.',
          type: 'string',
          validation: (rule) =>
            rule.required().custom((value: string | undefined) => consentTemplateProblem(value) ?? true),
        }),
        requiredText('termsLabel', 'Terms of Use link text'),
        requiredText('privacyLabel', 'Privacy Policy link text'),
        requiredText('loginPrompt', 'Question before the log-in link', 'e.g. “Already have an account?”.'),
        requiredText('loginLabel', 'Log-in link text', 'e.g. “Log in here”.'),
        requiredObject('actions', 'The three quoted wordings in this language', [
          requiredText('download', 'Download'),
          requiredText('getStartedNow', 'Get Started Now'),
          requiredText('getInstantAccess', 'Get Instant Access'),
        ]),
      ],
      { group: 'form' },
    ),
    requiredObject(
      'links',
      'Other link texts',
      [
        requiredText('contact', 'Contact link', 'e.g. “Contact us”.'),
        requiredText('pricing', 'Plans link', 'e.g. “See plans and pricing”.'),
        requiredText('close', 'Close button (read out by screen readers)', 'e.g. “Close”.'),
      ],
      { group: 'form' },
    ),
    radioField('labelStyle', 'Input label style', LABEL_STYLES, {
      description: 'For the label-style A/B test. A landing page can override it.',
      initialValue: 'default',
      group: 'behaviour',
    }),
    radioField('directGo', 'Returning visitors go straight to the web app when', DIRECT_GO_RULES, {
      description:
        'When a returning visitor picks a template or opens a document on a page using this dialog. Otherwise the dialog opens. The original e-mail-only dialog (v1) uses the first choice, the newer dialogs the second.',
      initialValue: 'emailAndSsoCookie',
      group: 'behaviour',
      required: 'Choose when returning visitors skip the dialog.',
    }),
    requiredBoolean('sendDevice', 'Send the visitor’s device type with the sign-up', true, {
      description: 'The first e-mail-only variant (v1) does not send it; all newer variants do.',
      group: 'behaviour',
    }),
    requiredBoolean('fireAccountCreated', 'Report the “Account Created” goal to analytics', true, {
      description: 'On for the e-mail-only variants, off for the password dialog.',
      group: 'behaviour',
    }),
  ],
  preview: {
    select: { title: 'name', key: 'key', language: 'language', kind: 'kind' },
    prepare: ({ title, key, language, kind }: Record<string, string | undefined>) => ({
      title: title ?? key ?? 'Sign-up dialog',
      subtitle: [language?.toUpperCase(), key, kind === 'emailPassword' ? 'with password' : 'e-mail only']
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
