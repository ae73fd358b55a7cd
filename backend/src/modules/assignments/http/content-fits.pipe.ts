import { Injectable, PayloadTooLargeException, type PipeTransform } from '@nestjs/common';
import { MAX_CONTENT_CHARACTERS } from '../domain/word-count';
import type { AssignmentContentDto } from './assignment-content.dto';

const LIMIT = MAX_CONTENT_CHARACTERS.toLocaleString('en-US');

/**
 * Runs after the validation pipe on a valid body: content beyond MAX_CONTENT_CHARACTERS is a 413 with the
 * limit and the member's figure (a body beyond the JSON parser's 100 kB limit is already a 413 before this).
 */
@Injectable()
export class ContentFits implements PipeTransform<AssignmentContentDto, AssignmentContentDto> {
  transform(dto: AssignmentContentDto): AssignmentContentDto {
    if (dto.content.length > MAX_CONTENT_CHARACTERS) {
      throw new PayloadTooLargeException(
        `Your text is too long: ${dto.content.length.toLocaleString('en-US')} characters, ` +
          `at most ${LIMIT} are accepted.`,
      );
    }
    return dto;
  }
}
