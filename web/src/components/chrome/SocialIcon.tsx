import { spriteSet } from '@/components/icons/sprite';

const FILLED = { fill: 'currentColor' } as const;
const OUTLINED = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8 } as const;

/** A mark drawn as one filled path. */
const filled = (d: string) => ({ paint: FILLED, shapes: <path d={d} /> });

/** The footer's social network icons, drawn on a 24 px grid in the current text colour. */
const SOCIAL = spriteSet(
  'social',
  {
    facebook: filled(
      'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z',
    ),
    linkedin: filled(
      'M6.9 8.8H3.9V20h3V8.8ZM5.4 4a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5ZM20.1 13.6c0-3-1.6-4.9-4.3-4.9-1.5 0-2.5.8-2.9 1.6V8.8H10V20h3v-5.9c0-1.5.6-2.6 2-2.6s1.9 1 1.9 2.6V20h3.2v-6.4Z',
    ),
    x: filled(
      'M17.2 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.4 5.9h-3l7-7.9L1.6 3.5h6.2l4.3 5.4 5.1-5.4Zm-1 15.2h1.7L7.2 5.2H5.4l10.8 13.5Z',
    ),
    youtube: filled(
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
    ),
    instagram: {
      paint: OUTLINED,
      shapes: (
        <>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </>
      ),
    },
    link: {
      paint: { ...OUTLINED, strokeLinecap: 'round' },
      shapes: (
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      ),
    },
  },
  { width: 20 },
);

/** The sprite's symbols of the social icons (blocks/icon-sprite.ts). */
export const SOCIAL_SYMBOLS = SOCIAL.symbols;

const NETWORKS: Record<string, 'facebook' | 'linkedin' | 'x' | 'youtube' | 'instagram'> = {
  Facebook: 'facebook',
  LinkedIn: 'linkedin',
  X: 'x',
  YouTube: 'youtube',
  Instagram: 'instagram',
};

/**
 * A social network's icon in the footer. `network` is the network's display name as chrome.ts
 * gives it; an unknown one gets a plain link icon.
 */
export function SocialIcon({ network }: { network: string }) {
  return <SOCIAL name={Object.hasOwn(NETWORKS, network) ? NETWORKS[network]! : 'link'} />;
}
