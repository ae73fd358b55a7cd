import type { PublishedText } from '../../../domain/originality/source-document';

/** Everything the collective publishes: blog posts, article pages, course lessons and the member resources. */
export interface PublishedTexts {
  all(): Promise<PublishedText[]>;
}
