import { RequestContext, type EntityManager } from '@mikro-orm/core';
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  root: EntityManager;
  /** The request's id, for the log lines written while serving it (platform/logging/log-context.ts). */
  reqId: string;
  fork?: EntityManager;
  /** Set while the fork is made: forking asks for the context itself, and must then get no answer. */
  forking?: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `next` with its own MikroORM EntityManager, like `RequestContext.create`, except that the fork (a new
 * unit of work and identity map) is made on first use: a request that never reaches the database, such as a
 * health probe or a 401, does not pay for one.
 */
export function withRequestScope(root: EntityManager, reqId: string, next: () => void): void {
  scopes.run({ root, reqId }, next);
}

/** The id of the request being served, if any: one async context carries both the ORM scope and the id. */
export function currentRequestId(): string | undefined {
  return scopes.getStore()?.reqId;
}

/**
 * MikroORM's `context` option: the request's EntityManager, made on first use, or else the one of a
 * `RequestContext` (scheduled jobs and seeding open those with `@CreateRequestContext` and `RequestContext.create`).
 */
export function contextEntityManager(name: string): EntityManager | undefined {
  const scope = scopes.getStore();
  if (!scope) return RequestContext.getEntityManager(name);
  if (scope.fork || scope.forking) return scope.fork;
  scope.forking = true;
  try {
    scope.fork = scope.root.fork({ useContext: true }); // as RequestContext.create forks
  } finally {
    scope.forking = false;
  }
  return scope.fork;
}
