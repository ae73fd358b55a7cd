import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { BLOG_LIST_LIMIT } from '../domain/blog-post';

const LIMIT_MESSAGE = `limit must be an integer from ${BLOG_LIST_LIMIT.min} to ${BLOG_LIST_LIMIT.max}`;

export class BlogListQuery {
  @ApiPropertyOptional({ minimum: BLOG_LIST_LIMIT.min, maximum: BLOG_LIST_LIMIT.max, default: BLOG_LIST_LIMIT.default })
  // A repeated parameter arrives as an array: Number() of it is NaN, so it fails like any other junk.
  @Type(() => Number)
  @Max(BLOG_LIST_LIMIT.max, { message: LIMIT_MESSAGE })
  @Min(BLOG_LIST_LIMIT.min, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit: number = BLOG_LIST_LIMIT.default;
}

const EMAIL_MESSAGE = 'Please enter a valid email address';

export class NewsletterSubscribeDto {
  @ApiProperty({ example: 'writer@example.com' })
  @Transform(trimmed)
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @IsString({ message: EMAIL_MESSAGE })
  email: string;
}
