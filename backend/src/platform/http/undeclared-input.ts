import {
  BadRequestException,
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { inspectInput, NUL_MESSAGE } from './validation';

const VERIFIES_RAW_BODY = 'verifies-raw-body';

/** A signed webhook: its handler verifies the provider's signature over the raw bytes, whatever they hold. */
export const VerifiesRawBody = () => SetMetadata(VERIFIES_RAW_BODY, true);

/**
 * The validation pipe refuses NUL and prototype keys (`__proto__`, `constructor`, `prototype`) in every body and query
 * a handler declares (validation.ts); a pipe never sees what a handler does not declare. This refuses them, with the
 * same 400 and message, in the body of a handler that takes none (sign-out, Start Quiz, a DELETE) and in the query of
 * one that reads none: no route lets them through, so none can reach code that one day reads `req.body`.
 * Runs after the access guard, as the pipes do, so a visitor still meets 401 first.
 */
@Injectable()
export class UndeclaredInput implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const declared = declaredSources(context);
    const req = context.switchToHttp().getRequest<Request>();
    const verifiesRawBody = this.reflector.get<boolean>(VERIFIES_RAW_BODY, context.getHandler());
    if (!declared.has(RouteParamtypes.BODY) && !verifiesRawBody) refuse(req.body);
    if (!declared.has(RouteParamtypes.QUERY)) refuse(req.query);
    return next.handle();
  }
}

/** Each handler's declared sources, read once: they are fixed when the app starts, and this runs on every request. */
const declaredByHandler = new WeakMap<object, Set<number>>();

/** The built-in parameter kinds (`@Body()`, `@Query()`, ...) the handler takes, as Nest records them. */
function declaredSources(context: ExecutionContext): Set<number> {
  const handler = context.getHandler();
  let declared = declaredByHandler.get(handler);
  if (!declared) {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<
      string,
      unknown
    >;
    declared = new Set(Object.keys(args).map((key) => Number(key.split(':')[0])));
    declaredByHandler.set(handler, declared);
  }
  return declared;
}

function refuse(input: unknown): void {
  const problems = inspectInput(input);
  if (problems.nul) throw new BadRequestException([NUL_MESSAGE]);
  if (problems.prototypeKey) throw new BadRequestException([`property ${problems.prototypeKey} should not exist`]);
}
