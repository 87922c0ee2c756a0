import { tooManyRequestsText } from '@/components/form/form-messages';
import { fillPlaceholders } from '@/content/placeholders';
import { getSiteSettings } from '@/content/site';
import { serviceBaseUrl } from '@/env';
import { classes } from '../shared/classes';
import { completeTexts } from '@paperwise/schemas/blocks/shared/form/form-texts';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import { CONTACT_FORM_TEXTS } from '@paperwise/schemas/blocks/contact-form/contact-form-texts';
import type { ContactTexts } from './contact-form-validation';
import { ContactFormLoader } from './ContactFormLoader';
import styles from './ContactForm.module.css';

/** A phone number as a tel: address: its digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The contact form beside the company's contact details. The details (company, postal address,
 * customer service phone, support e-mail) are site settings, one place for every language; the
 * block writes only their titles. The form sends to the support desk's public address. A form
 * whose texts are incomplete is left out rather than shown with empty labels; the details stay.
 */
export async function ContactFormBlock({ block, context }: BlockProps<'contactForm'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const settings = await getSiteSettings(context.locale);
  const texts: ContactTexts | null = completeTexts(CONTACT_FORM_TEXTS, block.form);
  if (!texts) console.warn(`contact form ${block._key}: a form text is missing; the form is left out`);
  const details = block.details;
  const address = (settings.address ?? []).filter((line) => line?.trim());
  return (
    <section className={classes(section.roomy, styles.section)} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} opensPage className={styles.head} />
      <div className={classes(section.split, styles.columns)}>
        {texts ? (
          <ContactFormLoader
            endpoint={`${serviceBaseUrl('support')}contact/`}
            language={context.locale}
            texts={texts}
            limitedMessage={tooManyRequestsText(context.locale)}
          />
        ) : (
          <div />
        )}
        <aside className={classes(section.surface, styles.details)} aria-labelledby={`${block._key}-details`}>
          <h3 id={`${block._key}-details`} className={styles.detailsHeading}>
            {details?.heading ? fill(details.heading) : null}
          </h3>
          <address className={styles.address}>
            {settings.companyName ? <strong className={styles.company}>{settings.companyName}</strong> : null}
            {address.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </address>
          <dl className={styles.channels}>
            {settings.phone ? (
              <div>
                <dt>{details?.phoneLabel ?? null}</dt>
                <dd>
                  <a href={telHref(settings.phone)}>{settings.phone}</a>
                </dd>
              </div>
            ) : null}
            {settings.supportEmail ? (
              <div>
                <dt>{details?.emailLabel ?? null}</dt>
                <dd>
                  <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </section>
  );
}
