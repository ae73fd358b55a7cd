import type { ContentKind } from '../content-kind';

/** The answers replayed to visitors (the platform's public answer cache), as content invalidates them. */
export interface VisitorAnswers {
  /** Drops every stored answer of `kind` and refuses to store one whose computing started before. */
  forget(kind: ContentKind): void;
}
