'use client';

import { useCallback, useEffect, useId, useRef, type CSSProperties } from 'react';
import { currentMembership, experimentFields, sendConversion } from '@/experiments/client';
import { createPortal } from 'react-dom';
import { Modal } from '@/components/dialogs/Modal';
import { signupStarted } from '@/engine/analytics';
import { buildLoginUrl } from '@/engine/handoff-url';
import { mainValues } from '@/engine/landing-values';
import { useLandingStore } from '@/engine/stores/landing';
import { useLocalizationStore, visitorDevice } from '@/engine/stores/localization';
import { useProgressStore } from '@/engine/stores/progress';
import { localizedPath } from '@/i18n/routing';
import { useEngine } from '../engine-context';
import { fillSentence } from './consent';
import styles from './dialog.module.css';
import { SignupForm } from './SignupForm';

/** The dialog and its backdrop fade in over 0.2 s. */
export const FADE_IN_MS = 200;

/**
 * The sign-up dialog, drawn from the variant: e-mail only or with password, with its benefit and
 * credibility lists, logo and card where the variant has them. It is the site's native modal
 * (the page behind is inert); the close control, the backdrop and Escape close it, except while
 * a request is under way. The first field takes the focus; closing gives it back to the trigger.
 */
export default function SignupDialog() {
  const ctx = useEngine();
  const { variant, services } = ctx;
  const { dialog, locale } = variant;
  const passwordOpen = useLandingStore((s) => s.dialogPassword);
  const landing = useLandingStore();
  const open = useLandingStore((s) => s.dialog || s.dialogPassword);
  const progress = useProgressStore((s) => s.progress);
  const withPassword = passwordOpen || dialog.kind === 'emailPassword';
  const titleId = useId();
  const started = useRef(false);

  const close = useCallback(() => {
    if (useProgressStore.getState().progress) return;
    const state = useLandingStore.getState();
    if (state.dialogPassword) state.toggleDialogPassword();
    if (state.dialog) state.closeDialog();
  }, []);

  useEffect(() => {
    // One 'Signup started' per opening (the ref survives React's development double effects).
    if (started.current) return;
    started.current = true;
    const membership = variant.pageId ? currentMembership(variant.pageId) : null;
    signupStarted(visitorDevice(useLocalizationStore.getState()), variant.variantId, experimentFields(membership));
    sendConversion(membership, { type: 'signup_started' });
  }, [variant.variantId, variant.pageId]);

  const main = mainValues(landing, locale);
  // One duration for the dialog and its ::backdrop (dialog.module.css reads it).
  const fade = { '--fade-in': `${FADE_IN_MS}ms` } as CSSProperties;
  const terms = (
    <a href={localizedPath('/company/terms-of-use/', locale)} target="_blank" rel="noopener">
      {dialog.consent.termsLabel}
    </a>
  );
  const privacy = (
    <a href={localizedPath('/company/privacy-policy/', locale)} target="_blank" rel="noopener">
      {dialog.consent.privacyLabel}
    </a>
  );

  // At the end of the body, outside the page's landmarks (the browser shows it in the top layer anyway).
  return createPortal(
    <Modal
      open={open}
      onDismiss={close}
      locked={progress}
      initialFocus={'input, button[type="submit"]'}
      className="modal-frame modal-signup"
      bodyClassName="modal-body"
      style={fade}
      data-dialog-key={dialog.key}
      aria-labelledby={titleId}
      aria-busy={progress}
    >
      <button
        type="button"
        className="modal-corner-close"
        onClick={close}
        disabled={progress}
        aria-label={dialog.links.close}
      >
        <span aria-hidden="true">×</span>
      </button>
      {dialog.showLogo ? (
        <p className={styles.logo}>
          {variant.productName}
          <span aria-hidden="true">™</span>
        </p>
      ) : null}
      {dialog.heading ? <p className={styles.heading}>{dialog.heading}</p> : null}
      <h2 id={titleId} className={styles.title}>
        {dialog.title}
      </h2>
      {dialog.subText ? <p className={styles.subText}>{dialog.subText}</p> : null}
      {dialog.benefits.length ? (
        <section className={styles.list} aria-label={dialog.benefitsHeading ?? undefined}>
          {dialog.benefitsHeading ? <h3 className={styles.listHeading}>{dialog.benefitsHeading}</h3> : null}
          <ul>
            {dialog.benefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {dialog.cardHeading && main.label ? (
        <figure className={styles.card}>
          <figcaption className={styles.cardHeading}>{dialog.cardHeading}</figcaption>
          {main.thumb ? (
            // Generated thumbnails from the template service, whose host is configuration: a plain
            // img with its size set (no layout shift), not next/image's fixed remote list.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.thumb}
              src={new URL(main.thumb, new URL(services.cachedApi, window.location.origin)).toString()}
              alt=""
              width={300}
              height={388}
              loading="lazy"
            />
          ) : null}
          <p className={styles.cardLabel}>{main.label}</p>
        </figure>
      ) : null}
      <SignupForm withPassword={withPassword} />
      {dialog.credibility.length ? (
        <ul className={styles.credibility}>
          {dialog.credibility.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.consent}>
        {fillSentence(dialog.consent.template, { action: dialog.consent.action, terms, privacy })}
      </p>
      <p className={styles.login}>
        {dialog.consent.loginPrompt} <a href={buildLoginUrl(services.webapp, locale)}>{dialog.consent.loginLabel}</a>
      </p>
      <p className={styles.links}>
        <a href={localizedPath('/company/contact/', locale)}>{dialog.links.contact}</a>
        <a href={localizedPath('/pricing/plans/', locale)}>{dialog.links.pricing}</a>
      </p>
    </Modal>,
    document.body,
  );
}
