import type { DraftToSave, WritingDraft, WritingDraftSummary } from '../../../domain/writing/draft';

/** A member's drafts; every call is scoped to the owner, so another member's draft is simply not found. */
export interface DraftRepository {
  /** The member's drafts without their text, last saved first. */
  listFor(userId: number, limit: number): Promise<WritingDraftSummary[]>;
  findFor(userId: number, id: number): Promise<WritingDraft | null>;
  /**
   * Serializes the member's draft creations until the unit of work ends, so the per-member bound holds
   * under concurrent saves (call inside `UnitOfWork.run`).
   */
  lockMemberDrafts(userId: number): Promise<void>;
  countFor(userId: number): Promise<number>;
  create(userId: number, draft: DraftToSave): Promise<WritingDraft>;
  /** Replaces the member's draft; null when the member has no draft with this id. */
  update(userId: number, id: number, draft: DraftToSave): Promise<WritingDraft | null>;
  /** False when the member has no draft with this id. */
  delete(userId: number, id: number): Promise<boolean>;
  /** Notes that the member wrote on this UTC day ("YYYY-MM-DD"), once per day. */
  recordWritingDay(userId: number, day: string): Promise<void>;
}
