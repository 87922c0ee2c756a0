import { tooManyRequestsText } from '@/components/form/form-messages';
import { serviceBaseUrl } from '@/env';
import { FEEDBACK_KINDS, UNINSTALL_REASONS } from '@paperwise/schemas/blocks/feedback-form/feedback-contract';
import { completeTexts } from '@paperwise/schemas/blocks/shared/form/form-texts';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import { FEEDBACK_TEXTS_OF_KIND } from '@paperwise/schemas/blocks/feedback-form/feedback-form-texts';
import type { FeedbackChoice } from './FeedbackForm';
import { FeedbackFormLoader } from './FeedbackFormLoader';
import styles from './FeedbackForm.module.css';

/** The reasons the desk knows, with their words, in the document's order; unknown or wordless ones left out. */
function reasonChoices(
  reasons: ReadonlyArray<{ reason: string | null; label: string | null }> | null,
): FeedbackChoice[] {
  return (reasons ?? []).flatMap(({ reason, label }) =>
    UNINSTALL_REASONS.some((known) => known === reason) && label?.trim()
      ? [{ value: reason!, label: label.trim() }]
      : [],
  );
}

/**
 * A feedback form under its heading, on a card at a reading width: why the desktop app is being
 * uninstalled, or feedback about Paperwise, as the block's kind says. It sends to the support
 * desk's public address. A form whose kind, texts or reasons are incomplete is left out rather than
 * shown with empty labels; the heading and text stay.
 */
export function FeedbackFormBlock({ block, context }: BlockProps<'feedbackForm'>) {
  const kind = FEEDBACK_KINDS.find((known) => known === block.kind);
  const texts = kind ? completeTexts(FEEDBACK_TEXTS_OF_KIND[kind], block.form) : null;
  const reasons = reasonChoices(block.reasons);
  const complete = kind && texts && (kind === 'general' || reasons.length >= 2);
  if (!complete)
    console.warn(`feedback form ${block._key}: its kind, a text or its reasons are missing; the form is left out`);
  return (
    <section className={section.roomy} aria-labelledby={headingId(block)}>
      <div className={styles.inner}>
        <SectionHead block={block} context={context} opensPage className={styles.head} />
        {complete ? (
          <div className={`${section.surface} ${styles.card}`}>
            <FeedbackFormLoader
              endpoint={`${serviceBaseUrl('support')}feedback/`}
              language={context.locale}
              kind={kind}
              reasons={kind === 'uninstall' ? reasons : []}
              texts={texts}
              limitedMessage={tooManyRequestsText(context.locale)}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
