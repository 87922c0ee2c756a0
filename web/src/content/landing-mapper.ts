import { LandingContentError } from './content-error';
import { DEFAULT_DIRECT_GO, type LandingConfig, type LandingLocale, type RawLanding } from './types';
import { pickLocale } from './locale-string';
import { toPageLayout } from './preset';
import { fillOptional, fillPlaceholders } from './placeholders';
import { templateEntries, toDefaults } from './templates';

/** Turns the query result into the config the engine consumes; throws on content that breaks a page. */
export function toLandingConfig(raw: RawLanding, locale: LandingLocale): LandingConfig {
  const id = raw._id;
  const need = <T>(value: T | null | undefined, what: string): T => {
    if (value === null || value === undefined || value === '') throw new LandingContentError(id, `${what} is missing`);
    return value;
  };
  const { preset, dialog, sections, templates, settings } = raw;
  if (!preset) throw new LandingContentError(id, 'it has no layout preset (or the preset does not exist)');
  if (!dialog) throw new LandingContentError(id, 'it has no sign-up dialog (or the dialog does not exist)');
  if (!sections?.length) throw new LandingContentError(id, 'it has no blocks');
  const defaults = toDefaults(raw.defaults, id, locale);
  const templateCount = raw.templateCountOverride || pickLocale(settings?.templateCount ?? null, locale);
  const values = { templates: templateCount };
  const fill = (text: string) => fillPlaceholders(text, values);
  const fillOrNull = (text: string | null | undefined) => fillOptional(text, values);

  const buttons = need(dialog.buttons, 'the dialog’s button texts');
  const labels = need(dialog.fieldLabels, 'the dialog’s field labels');
  const consent = need(dialog.consent, 'the dialog’s consent line');
  const actions = need(consent.actions, 'the consent wordings');
  const links = need(dialog.links, 'the dialog’s link texts');
  const wording = raw.consentWording ?? need(dialog.consentWording, 'the dialog’s consent wording');
  const pageDocuments = templateEntries(templates?.documents, id, 'template');
  const cardHeading = templates?.cardHeading || dialog.cardHeading || null;

  return {
    id,
    path: need(raw.path, 'the address'),
    locale,
    title: fill(need(raw.title, 'the page title')),
    description: fillOrNull(raw.description),
    noindex: raw.noindex ?? true,
    analytics: { experiment: raw.experiment || null, variantId: need(raw.variantId, 'the variant id') },
    layout: toPageLayout(preset, locale, id),
    dialog: {
      id: dialog._id,
      key: need(dialog.key, 'the dialog key'),
      kind: need(dialog.kind, 'the dialog kind'),
      title: fill(need(dialog.title, 'the dialog title')),
      subText: fillOrNull(dialog.subText),
      heading: fillOrNull(dialog.heading),
      cardHeading: fillOrNull(cardHeading),
      showLogo: dialog.showLogo ?? false,
      benefitsHeading: fillOrNull(dialog.benefitsHeading),
      benefits: (dialog.benefits ?? []).map(fill),
      credibility: (dialog.credibility ?? []).map(fill),
      buttons: {
        idle: need(buttons.idle, 'the button text'),
        busy: need(buttons.busy, 'the busy button text'),
        disabled: need(buttons.disabled, 'the disabled button text'),
      },
      buttonActive: raw.buttonActive ?? true,
      fieldLabels: {
        labelDefault: need(labels.labelDefault, 'the e-mail label'),
        labelError: need(labels.labelError, 'the e-mail error label'),
        labelExists: need(labels.labelExists, 'the account-exists label'),
        passwordLabel: labels.passwordLabel,
        passError: labels.passError,
        confirmPasswordLabel: labels.confirmPasswordLabel,
        confirmPassError: labels.confirmPassError,
      },
      consent: {
        wording,
        action: need(actions[wording], `the “${wording}” wording`),
        template: need(consent.template, 'the consent sentence'),
        termsLabel: need(consent.termsLabel, 'the terms link text'),
        privacyLabel: need(consent.privacyLabel, 'the privacy link text'),
        loginPrompt: need(consent.loginPrompt, 'the log-in question'),
        loginLabel: need(consent.loginLabel, 'the log-in link text'),
      },
      links: {
        contact: need(links.contact, 'the contact link text'),
        pricing: need(links.pricing, 'the plans link text'),
        close: need(links.close, 'the close button text'),
      },
      labelStyle: raw.labelStyle ?? dialog.labelStyle ?? 'default',
      directGo: dialog.directGo ?? DEFAULT_DIRECT_GO,
      sendDevice: dialog.sendDevice ?? true,
      fireAccountCreated: dialog.fireAccountCreated ?? true,
    },
    templates: {
      keywords: templates?.keywords?.length ? templates.keywords : [defaults.keyword],
      documents: pageDocuments.length ? pageDocuments : defaults.documents,
      target: templates?.target ?? null,
      guideDocument: templates?.guideDocument || null,
      cardHeading: fillOrNull(cardHeading),
      isMainButton: templates?.isMainButton ?? false,
    },
    templateCountOverride: raw.templateCountOverride || null,
    templateCount,
    defaults,
    sections,
    phone: settings?.phone ?? '',
  };
}
