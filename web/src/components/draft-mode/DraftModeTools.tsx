import { isDraftMode } from '@/content/fetch';
import { draftModeProblem } from '@/content/sanity-client';
import { DraftModeClient } from './DraftModeClient';

/**
 * What an editor in draft mode gets on every page: the visual-editing overlays (click a text to
 * edit its field in the studio) and, outside the studio, a way out of draft mode. Renders nothing
 * for visitors: the static and ISR renders run with draft mode off, so no page gains a dynamic
 * part, and the overlays' code is a chunk of its own that only DraftModeClient fetches.
 */
export async function DraftModeTools() {
  if (draftModeProblem() !== null || !(await isDraftMode())) return null;
  return <DraftModeClient />;
}
