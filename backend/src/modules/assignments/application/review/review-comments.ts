import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { COMMON_ERRORS, DomainError } from '../../../../shared/domain/domain-error';
import { AuditLog } from '../../../audit/application/audit-log';
import { UserAccounts } from '../../../identity/application/user-accounts';
import { ASSIGNMENT_REPOSITORY, REVIEW_COMMENTS } from '../../assignments.tokens';
import {
  assignmentNotFound,
  commentAlreadySent,
  commentNotFound,
  notInReview,
  versionNotFound,
} from '../../domain/assignments.errors';
import { passageProblem, type PassageSelector, type ReviewComment } from '../../domain/review-comment';
import type { AssignmentRepository } from '../ports/assignment.repository';
import type { CommentReader, ReviewCommentRepository } from '../ports/review-comment.repository';
import { peopleIn, toCommentViews, type ReviewCommentView } from './review-comment-view';

/** Who acts on a comment: an editor (any assignment, drafts too) or the writer who holds the work. */
export interface CommentActor {
  userId: number;
  role: 'editor' | 'writer';
}

export interface NewCommentInput {
  submissionId: number;
  selector: PassageSelector;
  /** Trimmed, 1 to 2000 characters (the DTO's rule; the table's CHECK is the last word). */
  body: string;
}

type CommentAction = 'comment' | 'comment_reply' | 'comment_resolve' | 'comment_reopen' | 'comment_delete';

/**
 * The review desk's comments (D22): an editor comments on a passage of a version while it waits for review, the
 * comments stay drafts until the decision sends them (ApplyAssignmentChange), and then the writer reads them,
 * replies and resolves them. A writer reaches only the sent comments on versions they handed in of work they
 * hold (not a previous holder's, D13): anything else is the same 404, so ids reveal nothing. Every change is in the audit log, in its unit of work, with who made it.
 */
@Injectable()
export class ReviewComments {
  constructor(
    @Inject(REVIEW_COMMENTS) private readonly comments: ReviewCommentRepository,
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UserAccounts,
    private readonly auditLog: AuditLog,
  ) {}

  /** Editors: every comment of the assignment, drafts included, oldest first; 404 for an unknown assignment. */
  async listForEditor(assignmentId: number): Promise<ReviewCommentView[]> {
    if (!(await this.assignments.findById(assignmentId))) throw assignmentNotFound();
    return this.views(await this.comments.listFor(assignmentId, 'editor'));
  }

  /**
   * The writer: the sent comments on the versions they handed in of their own work, oldest first; 404 for anyone
   * else's work. Comments on a previous holder's versions stay out (D13: they quote that writer's text).
   */
  async listForWriter(userId: number, assignmentId: number): Promise<ReviewCommentView[]> {
    await this.ownWork(userId, assignmentId);
    return this.views(await this.comments.listFor(assignmentId, { writerId: userId }));
  }

  /**
   * An editor's draft comment on a passage of one of the assignment's versions, only while it waits for review
   * (409 otherwise; the assignment's row is share-locked, so a decision made at the same moment either waits for
   * this comment and sends it, or is seen here). 404 for a version of another assignment, 400 for a passage that
   * is not that version's text.
   */
  async create(editorId: number, assignmentId: number, input: NewCommentInput): Promise<ReviewCommentView> {
    const created = await this.uow.run(async () => {
      const status = await this.comments.lockAssignmentStatus(assignmentId);
      if (status === null) throw assignmentNotFound();
      if (status !== 'submitted') throw notInReview(status);
      const version = (await this.assignments.listSubmissions(assignmentId)).find(
        (candidate) => candidate.id === input.submissionId,
      );
      if (!version) throw versionNotFound();
      const problem = passageProblem(version.content, input.selector);
      if (problem) throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, problem);
      const comment = await this.comments.create({
        assignmentId,
        submissionId: version.id,
        authorId: editorId,
        selector: input.selector,
        body: input.body,
        createdAt: this.clock.now(),
      });
      await this.audit(editorId, assignmentId, 'comment', null, {
        commentId: comment.id,
        submissionId: comment.submissionId,
        position: comment.selector.position,
        body: comment.body,
      });
      return comment;
    });
    return this.viewOf(created);
  }

  /** An editor deletes a draft; 409 once it has been sent (the writer may have read it). */
  async deleteDraft(editorId: number, assignmentId: number, commentId: number): Promise<void> {
    await this.uow.run(async () => {
      const comment = await this.comments.find(assignmentId, commentId, 'editor', 'update');
      if (!comment) throw commentNotFound();
      if (comment.sentAt !== null || !(await this.comments.deleteDraft(commentId))) throw commentAlreadySent();
      await this.audit(
        editorId,
        assignmentId,
        'comment_delete',
        { commentId, submissionId: comment.submissionId, body: comment.body },
        null,
      );
    });
  }

  /** A reply by an editor (to any comment) or by the writer (to a sent comment on a version of theirs). */
  async reply(actor: CommentActor, assignmentId: number, commentId: number, body: string): Promise<ReviewCommentView> {
    const comment = await this.uow.run(async () => {
      const found = await this.reachable(actor, assignmentId, commentId, 'share');
      const reply = await this.comments.addReply(commentId, actor.userId, body, this.clock.now());
      await this.audit(actor.userId, assignmentId, 'comment_reply', null, { commentId, replyId: reply.id, body });
      return found;
    });
    return this.viewOf(comment);
  }

  /**
   * Resolves or reopens a comment (a writer: the sent ones on their versions; an editor: any). Asking for what already is
   * answers the comment as it is and logs nothing: of two people resolving at once, one resolves it.
   */
  async setResolved(
    actor: CommentActor,
    assignmentId: number,
    commentId: number,
    resolved: boolean,
  ): Promise<ReviewCommentView> {
    const comment = await this.uow.run(async () => {
      const found = await this.reachable(actor, assignmentId, commentId, 'update');
      if (await this.comments.setResolved(commentId, resolved, actor.userId, this.clock.now())) {
        await this.audit(
          actor.userId,
          assignmentId,
          resolved ? 'comment_resolve' : 'comment_reopen',
          { commentId, resolved: !resolved },
          { commentId, resolved },
        );
      }
      return found;
    });
    return this.viewOf(comment);
  }

  /** The comment, if the actor may see it; the writer's checks answer 404 for anything not theirs to see. */
  private async reachable(
    actor: CommentActor,
    assignmentId: number,
    commentId: number,
    lock: 'share' | 'update',
  ): Promise<ReviewComment> {
    if (actor.role === 'writer') await this.ownWork(actor.userId, assignmentId);
    else if (!(await this.assignments.findById(assignmentId))) throw assignmentNotFound();
    const reader: CommentReader = actor.role === 'writer' ? { writerId: actor.userId } : 'editor';
    const comment = await this.comments.find(assignmentId, commentId, reader, lock);
    if (!comment) throw commentNotFound();
    return comment;
  }

  private async ownWork(userId: number, assignmentId: number): Promise<void> {
    if (!(await this.assignments.findForMember(assignmentId, userId))) throw assignmentNotFound();
  }

  /** The comment as it is after the change (as it was, should it have been deleted since). */
  private async viewOf(comment: ReviewComment): Promise<ReviewCommentView> {
    const [view] = await this.views([(await this.comments.current(comment.id)) ?? comment]);
    return view;
  }

  private async views(comments: readonly ReviewComment[]): Promise<ReviewCommentView[]> {
    const replies = await this.comments.repliesOf(comments.map((comment) => comment.id));
    const people = await this.users.findByIds(peopleIn(comments, replies));
    return toCommentViews(comments, replies, new Map(people.map((user) => [user.id, user])));
  }

  private async audit(
    actorId: number,
    assignmentId: number,
    action: CommentAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await this.auditLog.record({
      actorId,
      action: `assignment.${action}`,
      entityType: 'assignment',
      entityId: String(assignmentId),
      before,
      after,
    });
  }
}
