import { defineType, type FieldDefinition, type PreviewConfig } from 'sanity';
import { blockPreview } from '../block-preview';
import { headingField, introTextField } from './heading.schema';

// The preview's selected values, as the studio hands them to `prepare`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Selected = Record<string, any>;

/**
 * The studio's list line of a block: its heading (the selection's `heading`, unless `text` says
 * otherwise) and a detail read from the other selected fields, through `blockPreview`.
 */
export function headingPreview(
  kind: string,
  select: Record<string, string> = {},
  detail?: (values: Selected) => unknown,
  text: (values: Selected) => unknown = (values) => values.heading,
) {
  return {
    select: { heading: 'heading', ...select },
    prepare: (values: Selected) => blockPreview(kind, text(values), detail?.(values)),
  };
}

interface BlockSpec {
  name: string;
  title: string;
  fields: FieldDefinition[];
  /** The block's list line in the studio: `headingPreview`'s, or its own for a block without a heading. */
  preview: ReturnType<typeof headingPreview> | PreviewConfig;
}

/** A block of a page: an object type with its fields and its list line in the studio. */
export function blockType({ name, title, fields, preview }: BlockSpec) {
  return defineType({ name, title, type: 'object', fields, preview });
}

/**
 * A block that opens on its heading and the text under it (`introMax` caps that text), then its
 * own fields.
 */
export function headedBlock({ introMax, fields, ...spec }: BlockSpec & { introMax?: number }) {
  return blockType({ ...spec, fields: [headingField(), introTextField(introMax), ...fields] });
}
