'use client';

import { useState, type ReactNode } from 'react';
import { ModalDialog } from '@/components/dialogs/ModalDialog';
import { DownloadIcon } from './icons';
import styles from './DownloadButtons.module.css';

export interface DownloadLinkProps {
  /** The installer's address. */
  file: string;
  /** The button's text, also the dialog's title: it names the platform. */
  label: string;
  /** The platform's icon, drawn on the server. */
  icon: ReactNode;
  className: string;
  texts: { nextSteps: string; fileLink: string; webapp: string; close: string };
  webappHref: string;
}

/**
 * A desktop app's button. It is the link to the installer, so the download starts on a plain click,
 * without the script and in a new tab alike; a plain click also opens the dialog that says what to do
 * next, with the file again and the web app as the alternative.
 */
export function DownloadLink({ file, label, icon, className, texts, webappHref }: DownloadLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        className={className}
        href={file}
        download
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          setOpen(true);
        }}
      >
        {icon}
        <span>{label}</span>
      </a>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        closeLabel={texts.close}
        className={styles.dialog}
      >
        <div className={styles.dialogBody}>
          <p className={styles.nextSteps}>{texts.nextSteps}</p>
          <p className={styles.fileLine}>
            <a className={styles.fileLink} href={file} download>
              <DownloadIcon className={styles.inlineIcon} />
              <span>{texts.fileLink}</span>
            </a>
          </p>
          <p className={styles.alternative}>
            <a href={webappHref}>{texts.webapp}</a>
          </p>
        </div>
      </ModalDialog>
    </>
  );
}
