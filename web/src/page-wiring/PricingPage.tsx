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
import { OpenCheckoutOnArrival } from '@/checkout/OpenCheckoutOnArrival';
import { pricingStateOf } from '@/pricing/package-rules';
import { readPackage } from '@/pricing/packages';
import { editTarget } from './edit-target';

/** The package tokens a pricing page's tables sell, in the order shown. */
export function soldPackages(sections: readonly Section[]): string[] {
  return sections.flatMap((section) =>
    section._type === 'pricingTable' ? (section.plans ?? []).flatMap((plan) => (plan?.package ? [plan.package] : [])) : [],
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
  const [settings, defaults, editing, named] = await Promise.all([
    getSiteSettings(locale),
    getDefaultDocuments(locale),
    editTarget(page._id, page._type),
    packageToken ? readPackage(packageToken) : null,
  ]);
  if (packageToken && !named) notFound();
  const state = pricingStateOf(named, page.save50 ?? []);
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
      {state.package ? <OpenCheckoutOnArrival token={state.package.token} /> : null}
    </PresetLayout>
  );
}
