import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@paperwise/schemas/locales';
import { Sections } from '@/blocks/Sections';
import type { Section } from '@/blocks/types';
import { PresetLayout } from '@/components/chrome/PresetLayout';
import { toPageLayout } from '@/content/preset';
import type { PricingPageDocument } from '@/content/pages';
import { getSiteSettings } from '@/content/site';
import { getDefaultDocuments } from '@/content/templates';
import { OpenCheckoutOnArrival } from '@/sales/checkout/OpenCheckoutOnArrival';
import { readPackage, readPackages } from '@/sales/pricing/packages';
import { CheckoutRoot } from '@/sales/checkout/CheckoutRoot';
import type { CheckoutSettings } from '@/sales/checkout/types';
import { webappLinks } from '@/components/chrome/links';
import { botCheckSettings, serviceBaseUrl } from '@/env';
import { localizedPath } from '@/i18n/routing';

/** Where a buyer lands after paying when the page names no thank-you page of its own. */
const DEFAULT_THANK_YOU_PATH = '/pricing/thank-you/';
import { editTarget } from '../edit-target';

/** The package tokens a pricing page's tables sell, in the order shown. */
export function soldPackages(sections: readonly Section[]): string[] {
  return sections.flatMap((section) =>
    section._type === 'pricingTable'
      ? (section.plans ?? []).flatMap((plan) => (plan?.package ? [plan.package] : []))
      : [],
  );
}

/**
 * A pricing page: its blocks in its preset's layout, where the pricing table's buttons open the
 * checkout. An address naming a package (/budgeto/buy/budgeto-monthly/, on a page that allows
 * it) is a 404 when the package service does not know the package.
 */
export async function PricingPage({
  locale,
  page,
  packageToken,
}: {
  locale: Locale;
  page: PricingPageDocument;
  /** The package the address names, if it names one. */
  packageToken: string | null;
}) {
  setRequestLocale(locale);
  const layout = toPageLayout(page.preset, locale, page._id);
  const sold = soldPackages(page.sections);
  const [settings, defaults, editing, named, packages] = await Promise.all([
    getSiteSettings(locale),
    getDefaultDocuments(locale),
    editTarget(page._id, page._type),
    packageToken ? readPackage(packageToken) : null,
    readPackages(sold),
  ]);
  if (packageToken && !named) notFound();
  const checkout: CheckoutSettings = {
    locale,
    variantId: page.variantId ?? '',
    pageId: page._id,
    userbase: serviceBaseUrl('userbase'),
    paypal: serviceBaseUrl('paypal'),
    loginHref: webappLinks(serviceBaseUrl('webapp'), locale).login,
    thankYouPath: localizedPath(page.thankYouPath ?? DEFAULT_THANK_YOU_PATH, locale),
    botCheck: page.botCheck ? botCheckSettings() : null,
  };
  // The checkout sells what the page's tables show, and the package its address names.
  const sellable = named && !packages.some((pkg) => pkg.token === named.token) ? [...packages, named] : packages;
  return (
    <PresetLayout locale={locale} layout={layout} phone={page.phone ?? ''} variantId={page.variantId ?? undefined}>
      <Sections
        editing={editing}
        sections={page.sections}
        context={{
          locale,
          signup: false,
          checkout: true,
          pageTemplates: defaults.documents,
          values: { templates: settings.templateCount },
          path: page.path ?? undefined,
        }}
      />
      <CheckoutRoot settings={checkout} packages={sellable} />
      {/* The package the address names (the pricing state's package): its checkout opens at once. */}
      {named ? <OpenCheckoutOnArrival token={named.token} /> : null}
    </PresetLayout>
  );
}
