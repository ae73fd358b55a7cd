import { Inject, Injectable } from '@nestjs/common';
import { WORK_RECORDS } from '../assignments.tokens';
import { latestWorkEvents, type WorkEventKind } from '../domain/work-activity';
import type { WorkRecordsRepository } from './ports/work-records.repository';

/** The member's Recent Activity lists 8 events, work and payouts together: more of either is never shown. */
export const MEMBER_ACTIVITY_LIMIT = 8;

/** One thing that happened to the member's work, on the wire. */
export interface WorkActivityView {
  /** accepted (took the work), submitted (each version), revision (an editor asked for one), completed. */
  kind: WorkEventKind;
  /** ISO time it happened. */
  at: string;
  assignmentId: number;
  assignmentTitle: string;
  /** The server's count of the version handed in (submitted only), else null. */
  wordCount: number | null;
}

/**
 * `GET /api/assignments/me/activity`: the member's latest work events, newest first, from the records kept of
 * them: every version handed in (assignment_submissions) and every review (assignment_reviews), not only each
 * assignment's latest, and the moment each piece of the member's current work was taken.
 */
@Injectable()
export class ListMemberActivity {
  constructor(@Inject(WORK_RECORDS) private readonly records: WorkRecordsRepository) {}

  async execute(userId: number): Promise<WorkActivityView[]> {
    const events = latestWorkEvents(await this.records.recordsOf(userId, MEMBER_ACTIVITY_LIMIT), MEMBER_ACTIVITY_LIMIT);
    const titles = await this.records.titles([...new Set(events.map((event) => event.assignmentId))]);
    return events.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      assignmentId: event.assignmentId,
      assignmentTitle: titles.get(event.assignmentId) ?? '',
      wordCount: event.wordCount,
    }));
  }
}
