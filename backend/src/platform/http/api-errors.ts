import { applyDecorators } from '@nestjs/common';
import { ApiResponse, type OpenAPIObject, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';
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

/**
 * Adds the `ErrorResponse` schema, its `code` an enum of every declared code, and gives every operation it as its
 * `default` answer: whatever a route refuses, the body has this shape.
 */
export function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const schemas = { ...document.components?.schemas };
  schemas.ErrorResponse = errorResponseSchema(declaredErrorCodes().map(({ code }) => code));
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.responses.default ??= {
        description: 'Refused: `code` says why (docs/errors.md)',
        content: { 'application/json': { schema: ERROR_RESPONSE } },
      };
    }
  }
  return { ...document, components: { ...document.components, schemas } };
}

/**
 * The refusals a route (or every route of a controller) answers with, listed by status in the OpenAPI document:
 * `@ApiErrors(ASSIGNMENTS_ERRORS.ASSIGNMENT_TAKEN, ASSIGNMENTS_ERRORS.ASSIGNMENT_LIMIT_REACHED)`.
 */
export function ApiErrors(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, string[]>();
  for (const { code, kind } of codes) {
    const status = STATUS_BY_KIND[kind];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return applyDecorators(
    ...[...byStatus].map(([status, names]) =>
      ApiResponse({
        status,
        description: names.join(', '),
        schema: { allOf: [ERROR_RESPONSE, { type: 'object', properties: { code: { type: 'string', enum: names } } }] },
      }),
    ),
  );
}
