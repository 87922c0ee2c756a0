import { SOCIAL_SYMBOLS } from '@/components/chrome/SocialIcon';
import type { SpriteSymbol } from '@/components/icons/sprite';
import { PlatformIcon } from './download-buttons/icons';
import { FAQ } from './faq/icons';
import { CARD, ModuleIcon } from './feature-grid/icons';
import { PLAN } from './pricing-table/icons';
import { TrustIcon } from './trust-strip/icons';

/**
 * Every symbol of the icon sprite (web/public/assets/icons.svg), one drawing per icon: the icon
 * sets of the blocks and the footer's social icons. A set added to the site is added here;
 * icon-sprite.test.tsx writes the file from this list and fails when the file differs.
 */
export function spriteSymbols(): SpriteSymbol[] {
  return [
    ...ModuleIcon.symbols,
    ...CARD.symbols,
    ...TrustIcon.symbols,
    ...PlatformIcon.symbols,
    ...PLAN.symbols,
    ...FAQ.symbols,
    ...SOCIAL_SYMBOLS,
  ];
}
