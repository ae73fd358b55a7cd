import type { PipeTransform } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error';
import { HTTP_ERRORS } from './http-errors';

/**
 * Runs after the validation pipe on a valid body with a `content` text: content beyond `maxCharacters` is a 413
 * with the limit and the member's figure (a body beyond the JSON parser's 100 kB limit is already a 413 before
 * this). `@Body(new ContentFits(MAX))`: an assignment's draft and submission, a writing-tools draft.
 */
export class ContentFits<T extends { content: string }> implements PipeTransform<T, T> {
  private readonly limit: string;

  constructor(private readonly maxCharacters: number) {
    this.limit = maxCharacters.toLocaleString('en-US');
  }

  transform(dto: T): T {
    if (dto.content.length > this.maxCharacters) {
      throw new DomainError(
        HTTP_ERRORS.CONTENT_TOO_LONG,
        `Your text is too long: ${dto.content.length.toLocaleString('en-US')} characters, ` +
          `at most ${this.limit} are accepted.`,
      );
    }
    return dto;
  }
}
