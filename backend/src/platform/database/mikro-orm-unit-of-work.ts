import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../../shared/application/unit-of-work';

/**
 * `em.transactional` on the context's EntityManager: MikroORM forks it for the transaction and makes the
 * fork the context, so every repository (which injects the global EntityManager) and every `SqlRunner`
 * query inside joins it. Nested calls join the outer transaction.
 */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
