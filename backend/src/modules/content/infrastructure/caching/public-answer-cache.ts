import { Injectable } from '@nestjs/common';
import { PublicResponseCache } from '../../../../platform/http/public-cache';
import { visitorAnswerTag, type ContentKind } from '../../application/caching/content-kind';
import type { VisitorAnswers } from '../../application/caching/ports/visitor-answers';

/** Content's answers in the platform's public answer cache, which stores them under the kind's tag. */
@Injectable()
export class PublicAnswerCache implements VisitorAnswers {
  constructor(private readonly cache: PublicResponseCache) {}

  forget(kind: ContentKind): void {
    this.cache.forgetTag(visitorAnswerTag(kind));
  }
}
