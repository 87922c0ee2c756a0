'use client';

import { useState, type ReactNode } from 'react';
import { ModalDialog } from '@/components/dialogs/ModalDialog';
import { useGlobalStore } from '@/engine/stores/global';
import { PlayIcon } from './icons';
import styles from './Video.module.css';

export type VideoProduct = 'budgeto' | 'salesPlatform';

export interface VideoPlayerProps {
  product: VideoProduct;
  src: string;
  title: string;
  playLabel: string;
  closeLabel: string;
  /** The poster, drawn on the server. */
  children: ReactNode;
}

/**
 * The poster's play button and the player's dialog. Pressing play switches the product's video on
 * in the site state and opens the dialog; closing switches it off. The dialog opens only for the
 * button that was pressed, so two blocks of the same product never open together. The <video>
 * exists only while the dialog is open (ModalDialog renders its content then): nothing of the video
 * is fetched before the visitor asks for it, and closing stops it.
 */
export function VideoPlayer({ product, src, title, playLabel, closeLabel, children }: VideoPlayerProps) {
  const playing = useGlobalStore((state) => (product === 'budgeto' ? state.videoBudgeto : state.videoSalesPlatform));
  const toggleVideo = useGlobalStore((state) => state.toggleVideo);
  const [pressed, setPressed] = useState(false);
  const play = () => {
    setPressed(true);
    if (!playing) toggleVideo(product);
  };
  const close = () => {
    setPressed(false);
    if (playing) toggleVideo(product);
  };
  return (
    <>
      <button type="button" className={styles.play} aria-haspopup="dialog" onClick={play}>
        {children}
        <span className={styles.playBar}>
          <span className={styles.playIcon}>
            <PlayIcon />
          </span>
          <span className={styles.playLabel}>{playLabel}</span>
        </span>
      </button>
      <ModalDialog
        open={playing && pressed}
        onClose={close}
        title={title}
        closeLabel={closeLabel}
        className={styles.dialog}
      >
        <video className={styles.player} src={src} controls autoPlay playsInline title={title}>
          {/* Shown only by a browser without video support: the file itself. */}
          <a href={src}>{title}</a>
        </video>
      </ModalDialog>
    </>
  );
}
