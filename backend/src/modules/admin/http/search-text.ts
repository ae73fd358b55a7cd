import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { REVIEW_SEARCH_MAX_LENGTH } from '../domain/review-queue';

const SEARCH_MESSAGE = `search must be 1 to ${REVIEW_SEARCH_MAX_LENGTH} characters`;
const SEARCH_CONTROL_MESSAGE = 'search must not contain control characters';

/**
 * The optional `search` of an admin list (D10): trimmed text of 1 to 100 characters; what it matches is the
 * list's to say in `description`. Listed in the order stacked decorators would run (the type check first).
 */
export function SearchText(description: string): PropertyDecorator {
  return applyDecorators(
    IsString({ message: SEARCH_MESSAGE }),
    Length(1, REVIEW_SEARCH_MAX_LENGTH, { message: SEARCH_MESSAGE }),
    // No name, e-mail, username or title holds a control character (NUL is already refused for every input).
    Matches(/^\P{Cc}*$/u, { message: SEARCH_CONTROL_MESSAGE }),
    Transform(trimmed),
    IsOptional(),
    ApiPropertyOptional({ minLength: 1, maxLength: REVIEW_SEARCH_MAX_LENGTH, description }),
  );
}
