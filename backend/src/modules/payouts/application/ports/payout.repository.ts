import type { Payout } from '../../domain/payout';

export type NewPayout = Pick<Payout, 'userId' | 'assignmentId' | 'assignmentTitle' | 'amountCents'>;

export interface PayoutRepository {
  /** Inserts a `pending` payout; false when the assignment already has one (the unique constraint decides). */
  open(payout: NewPayout, now: Date): Promise<Payout | null>;
}
