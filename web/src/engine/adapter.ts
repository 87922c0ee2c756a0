import type { LandingConfig } from '@/content/landing';
import { ENGINE_COPY } from './copy';
import type { SignupVariant } from './types';

/**
 * The one place where the landing content becomes the engine's configuration. Runs on the server;
 * its result is plain data passed to the client as a prop.
 */
export function toSignupVariant(config: LandingConfig, site: { productName: string }): SignupVariant {
  const { dialog, hero } = config;
  const copy = ENGINE_COPY[config.locale];
  const labels = dialog.fieldLabels;
  return {
    variantId: config.analytics.variantId,
    locale: config.locale,
    path: config.path,
    productName: site.productName,
    servicePhone: config.phone || null,
    // The dialog's choice (signup §4 first or second variant); the resolver fills in the stricter rule if unset.
    directGo: dialog.directGo,
    dialog: {
      key: dialog.key,
      kind: dialog.kind,
      title: dialog.title,
      subText: dialog.subText,
      heading: dialog.heading,
      cardHeading: dialog.cardHeading,
      showLogo: dialog.showLogo,
      benefitsHeading: dialog.benefitsHeading,
      benefits: dialog.benefits,
      credibility: dialog.credibility,
      buttons: dialog.buttons,
      buttonActive: dialog.buttonActive,
      labels: {
        labelDefault: labels.labelDefault,
        labelError: labels.labelError,
        labelExists: labels.labelExists,
        passwordLabel: labels.passwordLabel ?? copy.passwordLabel,
        passError: labels.passError ?? copy.passError,
        confirmPassLabel: labels.confirmPasswordLabel ?? copy.confirmPassLabel,
        confirmPassError: labels.confirmPassError ?? copy.confirmPassError,
      },
      consent: {
        action: dialog.consent.action,
        template: dialog.consent.template,
        termsLabel: dialog.consent.termsLabel,
        privacyLabel: dialog.consent.privacyLabel,
        loginPrompt: dialog.consent.loginPrompt,
        loginLabel: dialog.consent.loginLabel,
      },
      links: dialog.links,
      labelStyle: dialog.labelStyle,
      sendDevice: dialog.sendDevice,
      fireAccountCreated: dialog.fireAccountCreated,
    },
    hero: {
      keywords: hero.keyword,
      documents: hero.documents.map(({ label, url, thumb, search }) => ({ label, url, thumb, search })),
      target: hero.target,
      guideDocument: hero.guideDocument,
      cardHeading: hero.cardHeading,
      isMainButton: hero.isMainButton,
    },
    gvTemplateNumbers: config.gvTemplateNumbers,
    defaults: {
      keyword: config.defaults.keyword,
      documents: config.defaults.documents.map(({ label, url, thumb, search }) => ({ label, url, thumb, search })),
    },
  };
}
