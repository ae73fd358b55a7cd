import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { NewPayout, PayoutRepository } from '../application/ports/payout.repository';
import type { Payout } from '../domain/payout';
import { PayoutSchema } from './payout.schema';

/**
 * Status changes are conditional statements (FRESH_READ for reads after them); opening a payout is one
 * `INSERT ... ON CONFLICT DO NOTHING` on the unique assignment, so a losing racer gets null, not an aborted
 * transaction.
 */
@Injectable()
export class MikroOrmPayoutRepository implements PayoutRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async open(payout: NewPayout, now: Date): Promise<Payout | null> {
    const [opened] = await this.sql.entities(
      PayoutSchema,
      `INSERT INTO payouts (user_id, assignment_id, assignment_title, amount_cents, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?)
       ON CONFLICT ON CONSTRAINT payouts_assignment_unique DO NOTHING
       RETURNING *`,
      [payout.userId, payout.assignmentId, payout.assignmentTitle, payout.amountCents, now, now],
    );
    return opened ?? null;
  }
}
