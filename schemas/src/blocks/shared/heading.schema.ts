import { defineField, type TextRule } from 'sanity';
import { requiredString } from '../../fields/factories';

/** A block's heading: one line, may hold {templates}. */
export const headingField = () =>
  requiredString('heading', 'Heading', { description: 'Write {templates} for the number of templates.', max: 120 });

/** The short text under a block's heading; `max` caps its length. */
export const introTextField = (max?: number) =>
  defineField({ name: 'text', title: 'Text under the heading', type: 'text', rows: 2, validation: upTo(max) });

function upTo(max: number | undefined) {
  return max === undefined ? undefined : (rule: TextRule) => rule.max(max);
}

/**
 * The rule of a block whose heading names its region (a list, a catalogue): without a heading it
 * would be a section without a name. `what` is the block as the editor reads it.
 */
export function headingNamesRegion(what: string) {
  return (block: { heading?: string }): string | null =>
    block.heading?.trim() ? null : `Write the heading of the ${what}: it names the section.`;
}
