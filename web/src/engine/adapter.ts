import type { LandingConfig } from '@/content/types';
import { ENGINE_COPY } from './copy';
import type { SignupVariant, SignupVariantCore, SignupVariantDetails } from './types';

/**
 * The one place where the landing content becomes the engine's configuration. Runs on the server;
 * its result is plain data: its core goes to the client as a prop, the rest when the page asks for
 * it (`splitVariant` below).
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

/** A variant split into what a page hands the engine at once and what it loads when needed (engine/types.ts). */
export function splitVariant(variant: SignupVariant): { core: SignupVariantCore; details: SignupVariantDetails } {
  const { variantId, pageId, locale, path, servicePhone, directGo, ...details } = variant;
  const core: SignupVariantCore = { variantId, locale, path, servicePhone, directGo };
  if (pageId !== undefined) core.pageId = pageId;
  return { core, details };
}
