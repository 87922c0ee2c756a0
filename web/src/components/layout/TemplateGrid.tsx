import type { ReactNode } from 'react';

export interface TemplateCardView {
  label: string;
  /** The template's marketing-site address ('business-plan-D99'), what the sign-up engine is given. */
  url: string;
  /** Where the card leads without the sign-up engine: the document in the web application. */
  href: string;
  /** The web-app destination the engine receives when the card is opened ('doc/business-plan-D99'). */
  destination: string;
  thumb: string;
}

/** Thumbnails are 250 × 354 (A4); the size is given so nothing moves when they arrive. */
export const THUMB_SIZE = { width: 250, height: 354 } as const;

/** A thumb address from the content or the cached API, made loadable: relative ones sit under the API base. */
export function thumbSrc(thumb: string, cachedApiBase: string): string {
  if (/^(https?:)?\/\//.test(thumb) || thumb.startsWith('/')) return thumb;
  return `${cachedApiBase}${thumb.replace(/^\.?\//, '')}`;
}

/**
 * A grid of template cards. Each card is a link to the document in the web application; `wrap`
 * lets a page put its own opener around a card (the sign-up engine decides between the dialog and
 * the direct hand-off).
 */
export function TemplateGrid({
  documents,
  label,
  wrap,
  eagerCount = 0,
}: {
  documents: TemplateCardView[];
  label: string;
  wrap?: (card: TemplateCardView, content: ReactNode) => ReactNode;
  /** Cards above the fold load their image at once; the rest lazily. */
  eagerCount?: number;
}) {
  return (
    <ul className="template-grid" aria-label={label}>
      {documents.map((doc, index) => {
        const content = (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated PNGs from the cached API, already sized */}
            <img
              src={doc.thumb}
              alt=""
              width={THUMB_SIZE.width}
              height={THUMB_SIZE.height}
              loading={index < eagerCount ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span>{doc.label}</span>
          </>
        );
        return (
          <li key={`${doc.destination}-${index}`}>
            {wrap ? (
              wrap(doc, content)
            ) : (
              <a className="template-card" href={doc.href}>
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
