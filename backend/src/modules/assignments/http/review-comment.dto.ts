import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { COMMENT_BODY_RULE, REVIEW_COMMENT_LIMITS } from '../domain/review-comment';

/** A comment's or a reply's text: plain text, trimmed, 1 to 2000 characters; shown as text, never as HTML. */
export function CommentBody(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ minLength: 1, maxLength: REVIEW_COMMENT_LIMITS.body, description: 'Plain text' })(target, key);
    MaxLength(REVIEW_COMMENT_LIMITS.body, { message: COMMENT_BODY_RULE })(target, key);
    MinLength(1, { message: COMMENT_BODY_RULE })(target, key);
    IsString({ message: COMMENT_BODY_RULE })(target, key);
    Transform(trimmed)(target, key);
  };
}

/** A reply to a comment (D22). */
export class ReviewReplyDto {
  @CommentBody() body: string;
}

/** Resolve (true) or reopen (false) a comment (D22). */
export class ResolveReviewCommentDto {
  @ApiProperty()
  @IsBoolean({ message: 'resolved must be true or false' })
  resolved: boolean;
}
