import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../http';

/*
 * The text fields of the support desk's forms (contact, feedback, chat): trimmed, capped, and free of
 * control characters, so a stored message shows as it was typed.
 */

/** Control characters other than the line feed and the carriage return a multi-line text may hold. */
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** One line of at most `max` characters. */
export const line = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(max, `must be at most ${max} characters`)
        .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters'),
    );

/** A text that may be left out: absent, null or blank is none. */
export const optionalLine = (max: number) =>
  z
    .union([line(max), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

/** A multi-line text of `min` to `max` characters, newlines allowed. */
export const paragraphs = (min: number, max: number) =>
  z
    .string({ error: 'must be a string' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(min, min === 1 ? 'is required' : `must be at least ${min} characters`)
        .max(max, `must be at most ${max} characters`)
        .refine(
          (value) => !CONTROL_EXCEPT_NEWLINES.test(value),
          'must not contain control characters other than newlines',
        ),
    );
