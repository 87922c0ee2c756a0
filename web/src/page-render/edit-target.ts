import 'server-only';
import type { EditTarget } from '@/blocks/SortableSections';
import { isDraftMode } from '@/content/fetch';
import { draftModeProblem, editingDataset, editingStudioUrl } from '@/content/sanity-client';

/**
 * In draft mode, where the studio can find a document (for the blocks' drag and drop in the
 * Presentation tool); null for visitors, so their pages carry none of it.
 */
export async function editTarget(id: string, type: string): Promise<EditTarget | null> {
  if (draftModeProblem() !== null || !(await isDraftMode())) return null;
  return { id, type, ...editingDataset(), baseUrl: editingStudioUrl() };
}
