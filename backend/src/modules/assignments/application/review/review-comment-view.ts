import type { UserView } from '../../../identity/domain/user';
import type { PassageSelector, ReviewComment, ReviewCommentReply } from '../../domain/review-comment';

export interface PersonRef {
  id: number;
  name: string;
}

export interface ReplyView {
  id: number;
  /** Null once the account is deleted. `editor`: an administrator wrote it, not the writer. */
  author: (PersonRef & { editor: boolean }) | null;
  /** Plain text: shown as text, never as HTML. */
  body: string;
  createdAt: string;
}

/** A comment as the review desk and the writer's work page show it (D22). */
export interface ReviewCommentView {
  id: number;
  assignmentId: number;
  /** The version the comment was made on; `selector` indexes that version's text. */
  submissionId: number;
  /** Null once the editor's account is deleted. */
  author: PersonRef | null;
  selector: PassageSelector;
  /** Plain text: shown as text, never as HTML. */
  body: string;
  createdAt: string;
  /** Null while a draft the editor has not sent yet (only editors see drafts). */
  sentAt: string | null;
  resolvedAt: string | null;
  resolvedBy: PersonRef | null;
  /** Oldest first. */
  replies: ReplyView[];
}

const nameOf = (user: UserView) => `${user.firstName} ${user.lastName}`.trim();

/** The views of `comments`, each with its replies, names read from `people` (missing: a deleted account). */
export function toCommentViews(
  comments: readonly ReviewComment[],
  replies: readonly ReviewCommentReply[],
  people: ReadonlyMap<number, UserView>,
): ReviewCommentView[] {
  const person = (id: number | null): PersonRef | null => {
    const user = id === null ? undefined : people.get(id);
    return user ? { id: user.id, name: nameOf(user) } : null;
  };
  return comments.map((comment) => ({
    id: comment.id,
    assignmentId: comment.assignmentId,
    submissionId: comment.submissionId,
    author: person(comment.authorId),
    selector: comment.selector,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    sentAt: comment.sentAt?.toISOString() ?? null,
    resolvedAt: comment.resolvedAt?.toISOString() ?? null,
    resolvedBy: comment.resolvedAt ? person(comment.resolvedById) : null,
    replies: replies
      .filter((reply) => reply.commentId === comment.id)
      .map((reply) => {
        const author = person(reply.authorId);
        const editor = reply.authorId !== null && people.get(reply.authorId)?.isAdmin === true;
        return {
          id: reply.id,
          author: author && { ...author, editor },
          body: reply.body,
          createdAt: reply.createdAt.toISOString(),
        };
      }),
  }));
}

/** Everyone a list of comments names: authors, resolvers, repliers. */
export function peopleIn(comments: readonly ReviewComment[], replies: readonly ReviewCommentReply[]): number[] {
  const ids = [
    ...comments.flatMap((comment) => [comment.authorId, comment.resolvedById]),
    ...replies.map((reply) => reply.authorId),
  ];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
