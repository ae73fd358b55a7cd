import {
  ApiExtension,
  type OpenAPIObject,
  type OperationObject,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { declaredErrorCodes, type ErrorCode } from '../../shared/domain/domain-error';
import { STATUS_BY_KIND } from './http-errors';

const ERROR_RESPONSE: ReferenceObject = { $ref: '#/components/schemas/ErrorResponse' };

/** The body of every error answer, with every code the app declares (docs/errors.md). */
function errorResponseSchema(codes: string[]): SchemaObject {
  return {
    type: 'object',
    description: 'Every error answer. Clients decide on `code`, never on `message`, which may be reworded.',
    required: ['statusCode', 'code', 'message'],
    properties: {
      statusCode: { type: 'integer', description: 'The HTTP status, repeated.' },
      code: { type: 'string', enum: codes, description: 'What went wrong, stable and documented (docs/errors.md).' },
      message: {
        description: 'What to tell a person: one text, or one per refused field of a validation failure.',
        oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
      },
    },
  };
}

/** Where `@ApiErrors` (a route's own refusals) and the access decorators (who may call it) leave their codes. */
const ROUTE_CODES = 'x-error-codes';
const ACCESS_CODES = 'x-access-error-codes';

/**
 * Adds the `ErrorResponse` schema, its `code` an enum of every declared code; gives every operation it as its
 * `default` answer (whatever a route refuses, the body has this shape) and one answer per status of the codes its
 * decorators name, the `code` narrowed to those.
 */
export function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const declared = new Map(declaredErrorCodes().map((code) => [code.code, code]));
  const schemas = { ...document.components?.schemas, ErrorResponse: errorResponseSchema([...declared.keys()]) };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Array<OperationObject & Record<string, unknown>>) {
      if (!operation?.responses) continue;
      const names = [...((operation[ACCESS_CODES] as string[]) ?? []), ...((operation[ROUTE_CODES] as string[]) ?? [])];
      delete operation[ACCESS_CODES];
      delete operation[ROUTE_CODES];
      for (const [status, codes] of byStatus(names.map((name) => declaredCode(declared, name)))) {
        operation.responses[status] ??= errorAnswer(codes.join(', '), narrowed(codes));
      }
      operation.responses.default ??= errorAnswer('Refused: `code` says why (docs/errors.md)', ERROR_RESPONSE);
    }
  }
  return { ...document, components: { ...document.components, schemas } };
}

function declaredCode(declared: Map<string, ErrorCode>, name: string): ErrorCode {
  const code = declared.get(name);
  if (!code) throw new Error(`@ApiErrors names ${name}, which no catalogue declares`);
  return code;
}

function byStatus(codes: ErrorCode[]): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const { code, kind } of codes) {
    const status = STATUS_BY_KIND[kind];
    const group = groups.get(status) ?? [];
    if (!group.includes(code)) groups.set(status, [...group, code]);
  }
  return new Map([...groups].sort(([a], [b]) => a - b));
}

const narrowed = (codes: string[]): SchemaObject => ({
  allOf: [ERROR_RESPONSE, { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
});

const errorAnswer = (description: string, schema: SchemaObject | ReferenceObject) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * The refusals a route answers with, listed by status in the OpenAPI document:
 * `@ApiErrors(ASSIGNMENTS_ERRORS.ASSIGNMENT_TAKEN, ASSIGNMENTS_ERRORS.ASSIGNMENT_LIMIT_REACHED)`.
 */
export const ApiErrors = (...codes: ErrorCode[]) =>
  ApiExtension(
    ROUTE_CODES,
    codes.map(({ code }) => code),
  );

/** The refusal an access level adds to every route it marks (`@AdminOnly()`: ADMIN_REQUIRED). */
export const ApiAccessErrors = (...codes: ErrorCode[]) =>
  ApiExtension(
    ACCESS_CODES,
    codes.map(({ code }) => code),
  );
