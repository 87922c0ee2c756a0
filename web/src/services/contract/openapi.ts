import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The OpenAPI document beside the clients, and a check that an answer is one it documents:
 * its status is listed for the operation and its JSON body validates against the schema.
 */
const DOCUMENT_ID = 'https://paperwise.invalid/openapi.yaml';

export const openapi = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObject> };
}
interface Operation {
  responses: Record<string, ResponseObject & { $ref?: string }>;
}
interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(openapi, DOCUMENT_ID);

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const validators = new Map<string, ValidateFunction>();

export type Method = 'get' | 'post';

/** The documented statuses of an operation. */
export function documentedStatuses(path: string, method: Method): string[] {
  const operation = openapi.paths[path]?.[method];
  if (!operation) throw new Error(`the OpenAPI document has no ${method.toUpperCase()} ${path}`);
  return Object.keys(operation.responses);
}

/**
 * Checks a response against the document; returns the parsed JSON body (or undefined for
 * other media types). Throws with the validation errors when it does not match.
 */
export async function conforms(path: string, method: Method, response: Response): Promise<unknown> {
  const status = String(response.status);
  const statuses = documentedStatuses(path, method);
  if (!statuses.includes(status)) {
    const text = await response.text();
    throw new Error(
      `${method.toUpperCase()} ${path} answered ${status}, not one of ${statuses.join(', ')}: ${text.slice(0, 200)}`,
    );
  }
  let pointer = `/paths/${escapePointer(path)}/${method}/responses/${status}`;
  const declared = openapi.paths[path]![method]!.responses[status]!;
  const target = declared.$ref ? openapi.components.responses[declared.$ref.split('/').pop()!]! : declared;
  if (declared.$ref) pointer = declared.$ref.slice(1);
  const media = Object.keys(target.content ?? {});
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (media.length === 0) return undefined;
  if (!media.includes(type))
    throw new Error(`${method.toUpperCase()} ${path} ${status}: content-type ${type}, expected ${media.join(' or ')}`);
  if (type !== 'application/json') return undefined;
  const body = (await response.json()) as unknown;
  const key = `${pointer}/content/application~1json/schema`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${key}` });
    validators.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${method.toUpperCase()} ${path} ${status}: the body does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  return body;
}
