import type { DrawCandidate } from '../../domain/draw';
import type { BankQuestion, StoredQuestion } from '../../domain/question';

export interface QuestionRepository {
  /** Inserts or updates every question by key and retires stored questions missing from the bank. */
  upsertBank(questions: readonly BankQuestion[], now: Date): Promise<{ active: number; retired: number }>;
  /** The questions new attempts may draw (not retired). */
  listDrawable(): Promise<DrawCandidate[]>;
  findByIds(ids: readonly number[]): Promise<StoredQuestion[]>;
}
