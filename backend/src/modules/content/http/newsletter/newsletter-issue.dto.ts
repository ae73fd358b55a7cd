import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { trimmed } from '../../../../platform/http/validation';
import { NEWSLETTER_BODY_MAX, NEWSLETTER_TITLE_MAX } from '../../domain/newsletter/newsletter-issue';

/** An issue's title and body, as a draft is saved. The title is the mail's subject: one line, no control character. */
export class NewsletterIssueDto {
  @ApiProperty({ maxLength: NEWSLETTER_TITLE_MAX, example: 'November at the collective: three open briefs' })
  @Transform(trimmed)
  @Matches(/^[^\p{Cc}]*$/u, { message: 'The title must be a single line' })
  @MaxLength(NEWSLETTER_TITLE_MAX, { message: `The title must be at most ${NEWSLETTER_TITLE_MAX} characters` })
  @IsNotEmpty({ message: 'Please enter a title' })
  @IsString({ message: 'Please enter a title' })
  @IsDefined({ message: 'Please enter a title' })
  title: string;

  @ApiProperty({
    maxLength: NEWSLETTER_BODY_MAX,
    description: 'Paragraphs separated by a blank line; **bold**, *italic* and [a link](https://example.com)',
  })
  @MaxLength(NEWSLETTER_BODY_MAX, { message: `The text must be at most ${NEWSLETTER_BODY_MAX} characters` })
  @Matches(/\S/, { message: 'Please write the issue' })
  @IsString({ message: 'Please write the issue' })
  @IsDefined({ message: 'Please write the issue' })
  body: string;
}
