import { PASSAGE_CONTEXT } from '@penwright/text';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { COMMENT_BODY_RULE, REVIEW_COMMENT_LIMITS, type PassageSelector } from '../domain/review-comment';
import { MAX_CONTENT_CHARACTERS } from '../domain/word-count';

/*
 * The review desk's request bodies (D22), shared by the writer's routes (assignments/http) and the editor's
 * (admin/http): one class of each name, so the API document has one schema of each. This folder is the part of
 * the module's HTTP side other modules may import (docs/architecture.md).
 */

const CONTEXT_MESSAGE = (side: string) => `quote.${side} must be text of at most ${PASSAGE_CONTEXT} characters`;
const OFFSET_MESSAGE = (name: string) =>
  `position.${name} must be a whole number from 0 to ${MAX_CONTENT_CHARACTERS} (an offset into the version's text)`;

/** A comment's or a reply's text: plain text, trimmed, 1 to 2000 characters; shown as text, never as HTML. */
function CommentBody(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ minLength: 1, maxLength: REVIEW_COMMENT_LIMITS.body, description: 'Plain text' })(target, key);
    MaxLength(REVIEW_COMMENT_LIMITS.body, { message: COMMENT_BODY_RULE })(target, key);
    MinLength(1, { message: COMMENT_BODY_RULE })(target, key);
    IsString({ message: COMMENT_BODY_RULE })(target, key);
    Transform(trimmed)(target, key);
  };
}

function Offset(name: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_CONTENT_CHARACTERS })(target, key);
    Max(MAX_CONTENT_CHARACTERS, { message: OFFSET_MESSAGE(name) })(target, key);
    Min(0, { message: OFFSET_MESSAGE(name) })(target, key);
    IsInt({ message: OFFSET_MESSAGE(name) })(target, key);
  };
}

export class TextPositionDto {
  /** UTF-16 offset of the passage's first character in the version's text. */
  @Offset('start') start: number;
  /** UTF-16 offset just after the passage's last character. */
  @Offset('end') end: number;
}

export class TextQuoteDto {
  @ApiProperty({ description: 'The passage, exactly as in the version', maxLength: MAX_CONTENT_CHARACTERS })
  @MaxLength(MAX_CONTENT_CHARACTERS, { message: 'quote.exact must be the text of the passage' })
  @IsString({ message: 'quote.exact must be the text of the passage' })
  exact: string;

  @ApiProperty({
    description: `Up to ${PASSAGE_CONTEXT} characters just before the passage`,
    maxLength: PASSAGE_CONTEXT,
  })
  @MaxLength(PASSAGE_CONTEXT, { message: CONTEXT_MESSAGE('prefix') })
  @IsString({ message: CONTEXT_MESSAGE('prefix') })
  prefix: string;

  @ApiProperty({
    description: `Up to ${PASSAGE_CONTEXT} characters just after the passage`,
    maxLength: PASSAGE_CONTEXT,
  })
  @MaxLength(PASSAGE_CONTEXT, { message: CONTEXT_MESSAGE('suffix') })
  @IsString({ message: CONTEXT_MESSAGE('suffix') })
  suffix: string;
}

/** The W3C Web Annotation text position and text quote selectors of a passage of one version. */
export class PassageSelectorDto implements PassageSelector {
  @ApiProperty({ type: TextPositionDto })
  @ValidateNested()
  @Type(() => TextPositionDto)
  @IsObject({ message: 'selector.position must be {start, end}' })
  position: TextPositionDto;

  @ApiProperty({ type: TextQuoteDto })
  @ValidateNested()
  @Type(() => TextQuoteDto)
  @IsObject({ message: 'selector.quote must be {exact, prefix, suffix}' })
  quote: TextQuoteDto;
}

/** `POST /api/admin/assignments/{id}/comments`: a draft comment on a passage of one version (D22). */
export class CreateReviewCommentDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The version (submission) the passage is in' })
  @Max(2_147_483_647, { message: 'submissionId must be a positive whole number' })
  @Min(1, { message: 'submissionId must be a positive whole number' })
  @IsInt({ message: 'submissionId must be a positive whole number' })
  submissionId: number;

  @ApiProperty({ type: PassageSelectorDto })
  @ValidateNested()
  @Type(() => PassageSelectorDto)
  @IsObject({ message: 'selector must be {position, quote}' })
  selector: PassageSelectorDto;

  @CommentBody() body: string;
}

/** A reply to a comment, by an editor or the writer (D22). */
export class ReviewReplyDto {
  @CommentBody() body: string;
}

/** Resolve (true) or reopen (false) a comment (D22). */
export class ResolveReviewCommentDto {
  @ApiProperty()
  @IsBoolean({ message: 'resolved must be true or false' })
  resolved: boolean;
}
