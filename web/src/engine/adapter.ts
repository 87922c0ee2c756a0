import type { LandingConfig } from '@/content/types';
import { ENGINE_COPY } from './copy';
import type { SignupVariant } from './types';

/**
 * The one place where the landing content becomes the engine's configuration. Runs on the server;
 * its result is plain data passed to the client as a prop.
 */
export function toSignupVariant(config: LandingConfig, site: { productName: string }): SignupVariant {
  const { dialog, templates } = config;
  const copy = ENGINE_COPY[config.locale];
  const { id: _id, fieldLabels: labels, consent: fullConsent, directGo, ...shown } = dialog;
  const { wording: _wording, ...consent } = fullConsent;
  return {
    variantId: config.analytics.variantId,
    pageId: config.id,
    locale: config.locale,
    path: config.path,
    productName: site.productName,
    servicePhone: config.phone || null,
    // The dialog's own rule for returning visitors; the content mapper fills in the stricter one if unset.
    directGo,
    dialog: {
      ...shown,
      labels: {
        labelDefault: labels.labelDefault,
        labelError: labels.labelError,
        labelExists: labels.labelExists,
        passwordLabel: labels.passwordLabel ?? copy.passwordLabel,
        passError: labels.passError ?? copy.passError,
        confirmPasswordLabel: labels.confirmPasswordLabel ?? copy.confirmPasswordLabel,
        confirmPassError: labels.confirmPassError ?? copy.confirmPassError,
      },
      consent,
    },
    templates,
    templateCountOverride: config.templateCountOverride,
    defaults: config.defaults,
  };
}
