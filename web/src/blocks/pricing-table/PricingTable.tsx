import { getTranslations } from 'next-intl/server';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { linkHref } from '@/components/chrome/links';
import { fillPlaceholders } from '@/content/placeholders';
import { formatMoney } from '@/sales/pricing/money';
import type { PackageView } from '@/sales/pricing/package-rules';
import { readPackages } from '@/sales/pricing/packages';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps, SectionOf } from '../types';
import { BuyButton } from './BuyButton';
import { CheckIcon } from './icons';
import { DEFAULT_PLANS_HREF, MAX_PLANS } from '@paperwise/schemas/blocks/pricing-table/pricing-table.rules';
import styles from './PricingTable.module.css';

type Plan = NonNullable<NonNullable<SectionOf<'pricingTable'>['plans']>[number]>;

/**
 * The plans the table can show: a reference that leads nowhere (a deleted plan), to a plan of
 * another language or to a plan without a package is left out, as is a plan listed twice; at most four.
 */
function plansOf(plans: SectionOf<'pricingTable'>['plans'], locale: string): Plan[] {
  const seen = new Set<string>();
  return (plans ?? [])
    .filter((plan): plan is Plan => {
      if (!plan?.name || !plan.package || plan.language !== locale || seen.has(plan._id)) return false;
      seen.add(plan._id);
      return true;
    })
    .slice(0, MAX_PLANS);
}

/** The words around a package's amounts, in the page's language. */
export interface PriceLabels {
  perMonth: string;
  regular(amount: string): string;
  save(percent: number): string;
  billed(total: string, months: number): string;
}

/**
 * Plans side by side (stacked on a phone), each a card: name, licence, the monthly price read from
 * the plan's package (with the regular price struck through and the saving when there is one), what
 * a term costs, the button, then what it includes. A highlighted plan stands out with its badge and
 * the filled button. On a page where plans are bought the button opens the checkout of the plan's
 * package; elsewhere it leads to the plans page (its address is checked again here, since a
 * document written through the API never went through the studio's rules).
 */
export async function PricingTable({ block, context }: BlockProps<'pricingTable'>) {
  const plans = plansOf(block.plans, context.locale);
  if (plans.length === 0) return null;
  const [packages, t] = await Promise.all([
    readPackages(plans.map((plan) => plan.package!)),
    getTranslations({ locale: context.locale, namespace: 'pricing' }),
  ]);
  const labels: PriceLabels = {
    perMonth: t('perMonth'),
    regular: (amount) => t('regular', { amount }),
    save: (percent) => t('save', { percent }),
    billed: (total, months) => t('billed', { total, months }),
  };
  return <PricingCards block={block} context={context} plans={plans} packages={packages} labels={labels} />;
}

/** The table drawn from its plans and their packages: a plan whose package is unknown is left out. */
function PricingCards({
  block,
  context,
  plans,
  packages,
  labels,
}: BlockProps<'pricingTable'> & { plans: Plan[]; packages: readonly PackageView[]; labels: PriceLabels }) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const byToken = new Map(packages.map((pkg) => [pkg.token, pkg]));
  const shown = plans.flatMap((plan) => {
    const pkg = byToken.get(plan.package!);
    return pkg ? [{ plan, pkg }] : [];
  });
  if (shown.length === 0) return null;
  const target = block.buttonHref && !linkHrefProblem(block.buttonHref) ? block.buttonHref : DEFAULT_PLANS_HREF;
  const href = linkHref({ href: target, language: null }, context.locale);
  const money = (amount: number, pkg: PackageView) => formatMoney(amount, pkg.currencyCode, context.locale);
  return (
    <section className={section.roomy} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} opensPage centred />
      <ul className={classes(section.grid, styles.plans)} data-count={shown.length}>
        {shown.map(({ plan, pkg }) => {
          const highlighted = plan.highlighted === true;
          const nameId = `${block._key}-${plan._id}`;
          const label = fillPlaceholders(block.buttonLabel || '{plan}', { ...context.values, plan: plan.name ?? '' });
          const buttonClass =
            classes(section.button, styles.button, highlighted ? section.primary : section.secondary) ?? '';
          const discounted = pkg.saveRelative > 0 && pkg.valueRegular > pkg.price;
          return (
            <li key={plan._id} className={`${styles.plan} ${highlighted ? styles.highlighted : ''}`}>
              <article aria-labelledby={nameId} className={classes(section.card, styles.card)} data-package={pkg.token}>
                {highlighted && plan.badge ? <p className={styles.badge}>{plan.badge}</p> : null}
                <h3 id={nameId} className={styles.name}>
                  {plan.name}
                </h3>
                {plan.users ? <p className={styles.users}>{plan.users}</p> : null}
                {discounted ? (
                  <p className={styles.regular}>
                    <s aria-label={labels.regular(money(pkg.valueRegular, pkg))}>{money(pkg.valueRegular, pkg)}</s>
                    <span className={styles.savings}>{labels.save(pkg.saveRelative)}</span>
                  </p>
                ) : null}
                <p className={styles.price}>
                  <span className={`${styles.amount} plan-price`}>{money(pkg.price, pkg)}</span>
                  <span className={styles.unit}> {labels.perMonth}</span>
                </p>
                <p className={`${styles.billing} plan-billing`}>{labels.billed(money(pkg.total, pkg), pkg.months)}</p>
                {context.checkout ? (
                  <BuyButton token={pkg.token} className={buttonClass}>
                    {label}
                  </BuyButton>
                ) : (
                  <a className={buttonClass} href={href} data-package={pkg.token}>
                    {label}
                  </a>
                )}
                {plan.features?.length ? (
                  <ul className={styles.features}>
                    {plan.features.map((feature, index) => (
                      // Plain strings carry no key in the content; their order is their identity.
                      <li key={index}>
                        <CheckIcon className={styles.check} />
                        <span>{fill(feature)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
