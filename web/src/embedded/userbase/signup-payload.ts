import { isIP } from 'node:net';
import { z } from 'zod';
import { CONTROL_CHARACTERS, HttpError } from '../http';
import { passwordRuleError } from './passwords';
import { TRAFFIC_SOURCE_FIELDS, type TrafficSourceField } from './store';

/** The site's languages (the userbase stores the one a visitor signed up in). */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt'] as const;

const plain = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

/** Optional free text: absent, null or a string; blank means absent. */
const optionalPlain = (max: number) =>
  z
    .union([plain(max), z.null()])
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? null : value.trim()));

const emailSchema = plain(254)
  .transform((value) => value.trim())
  .pipe(z.email('must be a valid e-mail address'));

/** A single address, or a forwarded list (X-Forwarded-For style) of which the first entry is the visitor. */
const ipSchema = z
  .union([plain(512), z.null()])
  .optional()
  .transform((value, ctx) => {
    const first = value?.split(',')[0]?.trim();
    if (!first) return null;
    if (!isIP(first)) {
      ctx.addIssue({ code: 'custom', message: 'must be an IPv4 or IPv6 address' });
      return z.NEVER;
    }
    return first;
  });

const trafficShape = Object.fromEntries(TRAFFIC_SOURCE_FIELDS.map((field) => [field, optionalPlain(500)])) as Record<
  TrafficSourceField,
  ReturnType<typeof optionalPlain>
>;

/**
 * The account-creation payload (engine/payload.ts builds it). Unknown fields are
 * dropped; every known one is checked for type, length and control characters. Free text
 * (DocName, traffic-source values) is kept verbatim: it is data, escaped wherever it is shown.
 */
export const signupPayloadSchema = z
  .object({
    Email: emailSchema,
    Password: z.union([z.string().max(1024, 'must be at most 1024 characters'), z.null()]).optional(),
    AutogeneratePassword: z.boolean({ error: 'must be true or false' }),
    Device: z
      .union([z.string().regex(/^[A-Za-z][A-Za-z0-9 _-]{0,31}$/, 'must be a device kind such as desktop'), z.null()])
      .optional()
      .transform((value) => value ?? null),
    IpAddress: ipSchema,
    Language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
    DocName: optionalPlain(300),
    CreationPage: z
      .union([plain(2048).regex(/^[A-Za-z0-9.-]+(:\d{1,5})?(\/\S*)?$/, 'must be a host followed by a path'), z.null()])
      .optional()
      .transform((value) => value ?? null),
    ...trafficShape,
  })
  .superRefine((payload, ctx) => {
    if (payload.AutogeneratePassword) {
      if (payload.Password != null) {
        ctx.addIssue({ code: 'custom', path: ['Password'], message: 'must be null when AutogeneratePassword is true' });
      }
      return;
    }
    if (payload.Password == null) {
      ctx.addIssue({ code: 'custom', path: ['Password'], message: 'is required when AutogeneratePassword is false' });
      return;
    }
    const problem = passwordRuleError(payload.Password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['Password'], message: problem.replace(/^the password /, '') });
  });

export type SignupPayload = z.output<typeof signupPayloadSchema>;

/**
 * One short line naming the first bad field, e.g. "Email: must be a valid e-mail address";
 * a field absent from `input` reads "Field: is required".
 */
export function describeIssues(error: z.ZodError, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'the payload is not valid';
  const field = issue.path.join('.');
  if (field && isObject(input) && issue.path.length === 1 && input[String(issue.path[0])] === undefined) {
    return `${field}: is required`;
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The input as `schema` reads it, or a 400 naming the first bad field. */
export function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error, input));
  return parsed.data;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Comparison key of an address: trimmed and case-folded (two spellings are one account). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
