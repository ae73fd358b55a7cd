import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { IntegerInRange, trimmed } from '../../../platform/http/validation';
import { BLOG_LIST_LIMIT } from '../domain/blog/blog-post';

export class BlogListQuery {
  @IntegerInRange('limit', BLOG_LIST_LIMIT)
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
