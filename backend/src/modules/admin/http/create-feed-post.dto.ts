import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { FEED_POST_MESSAGES } from '../../content/domain/feed/feed.errors';
import { SOCIAL_POST_MAX_LENGTH } from '../../content/domain/feed/feed-item';

/** The domain rule (`feedPostText`) decides too; this gives the usual 400 messages before the use case runs. */
export class CreateFeedPostDto {
  @ApiProperty({
    maxLength: SOCIAL_POST_MAX_LENGTH,
    example: 'Pitch clinic this Friday: bring one idea, leave with an angle.',
  })
  @Transform(trimmed)
  @MaxLength(SOCIAL_POST_MAX_LENGTH, { message: FEED_POST_MESSAGES.tooLong })
  @IsNotEmpty({ message: FEED_POST_MESSAGES.blank })
  @IsString({ message: FEED_POST_MESSAGES.notText })
  @IsDefined({ message: FEED_POST_MESSAGES.required })
  text: string;
}
