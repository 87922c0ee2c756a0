import { ImageResponse } from 'next/og';
import { AppleIconArt } from '@/sharing/ShareArt';

/** The icon a phone puts on its home screen (apple-touch-icon), drawn once when the site is built. */
export const dynamic = 'force-static';

const APPLE_ICON_SIZE = 180;

export function GET() {
  return new ImageResponse(<AppleIconArt size={APPLE_ICON_SIZE} />, {
    width: APPLE_ICON_SIZE,
    height: APPLE_ICON_SIZE,
    // Its address has no version in it: a day, so that a new icon reaches phones without a rename.
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
