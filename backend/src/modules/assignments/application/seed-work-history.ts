import { Inject, Injectable, Logger } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { decimalToCents } from '../../../shared/domain/money';
import { UserAccounts } from '../../identity/application/user-accounts';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../../identity/identity.settings';
import { RecordPastPayout } from '../../payouts/application/record-past-payout';
import { payoutAmountCents } from '../../payouts/domain/payout';
import { RecordSubmissionOriginality } from '../../tools/application/originality/record-submission-originality';
import { ASSIGNMENT_SEED, WORK_HISTORY_WRITER } from '../assignments.tokens';
import { selectorOf } from '../domain/review-comment';
import { countWords } from '../domain/word-count';
import type { PastWork, WorkHistoryWriter } from './ports/work-history';
import type { AssignmentSeedData, HistoryItem } from './ports/assignment-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives the approved demo member (README) a history: work in every status and payouts in every status, dated
 * over the past months, so a fresh start shows a living dashboard with an earnings chart. Runs once: a member
 * who already has work is left alone.
 */
@Injectable()
export class SeedWorkHistory {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(IDENTITY_SETTINGS) private readonly config: IdentitySettings,
    @Inject(ASSIGNMENT_SEED) private readonly seed: AssignmentSeedData,
    @Inject(WORK_HISTORY_WRITER) private readonly writer: WorkHistoryWriter,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UserAccounts,
    private readonly pastPayout: RecordPastPayout,
    private readonly originality: RecordSubmissionOriginality,
  ) {}

  async execute(): Promise<void> {
    if (!this.config.seedDemoAccounts) return;
    const member = await this.users.findByEmail(this.config.approvedDemoEmail);
    if (!member || (await this.writer.hasAnyWork(member.id))) return;
    // The seeded comments are the seeded editor's (null, unsigned, should that account be absent).
    const editorId = (await this.users.findByEmail(this.config.adminEmail))?.id ?? null;
    const now = this.clock.now();
    await this.uow.run(async () => {
      for (const item of this.seed.workHistory) {
        const work = pastWork(item, member.id, editorId, now);
        const { assignmentId, versionIds } = await this.writer.insert(work);
        // Every version gets its originality report, oldest first, as if submitted live (D13).
        for (const [index, submissionId] of versionIds.entries()) {
          const text = work.versions[index].content;
          await this.originality.execute({ submissionId, assignmentId, userId: member.id, title: item.title, text });
        }
        if (item.payout) {
          const at = daysBefore(now, item.payout.daysAgo);
          const completedAt =
            item.payout.completedDaysAgo === null ? null : daysBefore(now, item.payout.completedDaysAgo);
          await this.pastPayout.execute({
            userId: member.id,
            assignmentId,
            assignmentTitle: item.title,
            amountCents: payoutAmountCents(work.assignment),
            status: item.payout.status,
            requestedAt: item.payout.status === 'pending' ? null : at,
            processedAt: item.payout.status === 'pending' ? null : (completedAt ?? at),
            completedAt,
            createdAt: at,
            updatedAt: completedAt ?? at,
          });
        }
      }
    });
    this.logger.log(
      `Work history of ${this.config.approvedDemoEmail} created (${this.seed.workHistory.length} assignments)`,
    );
  }
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

function pastWork(item: HistoryItem, userId: number, editorId: number | null, now: Date): PastWork {
  const acceptedAt = daysBefore(now, item.acceptedDaysAgo);
  const versions = item.versions.map((version) => ({
    userId,
    content: version.content,
    wordCount: countWords(version.content),
    submittedAt: daysBefore(now, version.daysAgo),
  }));
  const latest = versions.at(-1) ?? null;
  const reviewedAt = item.reviewedDaysAgo === null ? null : daysBefore(now, item.reviewedDaysAgo);
  const revisions = (item.earlierRevisions ?? []).map((revision) => ({
    userId,
    decision: 'revise' as const,
    notes: revision.notes,
    reviewedAt: daysBefore(now, revision.daysAgo),
  }));
  const latestReview =
    reviewedAt === null
      ? []
      : [
          {
            userId,
            decision: item.status === 'completed' ? ('complete' as const) : ('revise' as const),
            notes: item.reviewNotes,
            reviewedAt,
          },
        ];
  const payRateCents = decimalToCents(item.payRate);
  if (payRateCents === null) throw new Error(`Seed history "${item.title}": bad payRate ${item.payRate}`);
  return {
    assignment: {
      title: item.title,
      description: item.description,
      type: item.type,
      status: item.status,
      wordCount: item.wordCount,
      payRateCents,
      isPerWord: item.isPerWord,
      isPremium: false,
      premiumSince: null,
      deadline: new Date(now.getTime() + item.deadlineInDays * DAY_MS),
      requirements: item.requirements,
      assignedUserId: userId,
      acceptedAt,
      draftContent: item.draft ?? latest?.content ?? null,
      submittedContent: latest?.content ?? null,
      submittedWordCount: latest?.wordCount ?? null,
      submittedAt: latest?.submittedAt ?? null,
      reviewNotes: item.reviewNotes,
      reviewedAt,
      // The brief was posted a few days before it was taken.
      createdAt: daysBefore(acceptedAt, 3),
      updatedAt: reviewedAt ?? latest?.submittedAt ?? acceptedAt,
    },
    versions,
    reviews: [...revisions, ...latestReview],
    comments: (item.comments ?? []).map((comment) => {
      const at = daysBefore(now, comment.daysAgo);
      const resolvedAt = comment.resolvedDaysAgo === null ? null : daysBefore(now, comment.resolvedDaysAgo);
      return {
        version: comment.version,
        authorId: editorId,
        selector: selectorOf(item.versions[comment.version].content, comment.passage),
        body: comment.body,
        createdAt: at,
        sentAt: at,
        resolvedAt,
        resolvedById: resolvedAt === null ? null : userId,
        reply: comment.reply && {
          authorId: userId,
          body: comment.reply.body,
          createdAt: daysBefore(now, comment.reply.daysAgo),
        },
      };
    }),
  };
}
