import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { linkHref } from '@/components/chrome/links';
import { fillPlaceholders } from '@/content/placeholders';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps, SectionOf } from '../types';
import { CheckIcon } from './icons';
import { DEFAULT_PLANS_HREF, MAX_PLANS } from './pricing-table.rules';
import styles from './PricingTable.module.css';

type Plan = NonNullable<NonNullable<SectionOf<'pricingTable'>['plans']>[number]>;

/**
 * The plans the table can show: a reference that leads nowhere (a deleted plan) or to a plan of
 * another language is left out, as is a plan listed twice; at most four.
 */
function plansOf(plans: SectionOf<'pricingTable'>['plans'], locale: string): Plan[] {
  const seen = new Set<string>();
  return (plans ?? [])
    .filter((plan): plan is Plan => {
      if (!plan?.name || !plan.price || plan.language !== locale || seen.has(plan._id)) return false;
      seen.add(plan._id);
      return true;
    })
    .slice(0, MAX_PLANS);
}

/**
 * Plans side by side (stacked on a phone), each a card: name, licence, price, billing note and
 * savings, its button, then what it includes. A highlighted plan stands out with its badge and the
 * filled button. The button's address is checked again here, since a document written through the
 * API never went through the studio's rules; a refused one falls back to the plans page.
 */
export function PricingTable({ block, context }: BlockProps<'pricingTable'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const plans = plansOf(block.plans, context.locale);
  if (plans.length === 0) return null;
  const target = block.buttonHref && !linkHrefProblem(block.buttonHref) ? block.buttonHref : DEFAULT_PLANS_HREF;
  const href = linkHref({ href: target, language: null }, context.locale);
  return (
    <section className={section.roomy} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} opensPage centred />
      <ul className={classes(section.grid, styles.plans)} data-count={plans.length}>
        {plans.map((plan) => {
          const highlighted = plan.highlighted === true;
          const nameId = `${block._key}-${plan._id}`;
          const label = fillPlaceholders(block.buttonLabel || '{plan}', { ...context.values, plan: plan.name ?? '' });
          return (
            <li key={plan._id} className={`${styles.plan} ${highlighted ? styles.highlighted : ''}`}>
              <article aria-labelledby={nameId} className={classes(section.card, styles.card)}>
                {highlighted && plan.badge ? <p className={styles.badge}>{plan.badge}</p> : null}
                <h3 id={nameId} className={styles.name}>
                  {plan.name}
                </h3>
                {plan.users ? <p className={styles.users}>{plan.users}</p> : null}
                <p className={styles.price}>
                  <span className={styles.amount}>{plan.price}</span>
                  {plan.priceUnit ? <span className={styles.unit}> {plan.priceUnit}</span> : null}
                </p>
                {plan.billing || plan.savings ? (
                  <p className={styles.billing}>
                    {plan.billing ? <span>{plan.billing}</span> : null}
                    {plan.savings ? <span className={styles.savings}>{plan.savings}</span> : null}
                  </p>
                ) : null}
                <a
                  className={classes(section.button, styles.button, highlighted ? section.primary : section.secondary)}
                  href={href}
                  data-package={plan.package ?? undefined}
                >
                  {label}
                </a>
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
