import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
} from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import {
  DECLINE_NOTE_MAX_LENGTH,
  MEETING_LINK_MAX_LENGTH,
  PREFERRED_TIME_COUNT,
  SESSION_REQUEST_STATES,
  TOPIC_MAX_LENGTH,
  type SessionRequestState,
} from '../domain/session-request';

/** A moment with its time zone, as the browser's `toISOString()` sends it. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME_MESSAGE = 'Each time must be a date and time with its time zone, such as 2026-12-31T17:00:00Z';

/** `POST /api/one-to-one`: what the member would like to talk about, and three times that suit them. */
export class RequestSessionDto {
  @ApiProperty({ maxLength: TOPIC_MAX_LENGTH, description: 'What the member would like to work on with the editor' })
  @Transform(trimmed)
  @MaxLength(TOPIC_MAX_LENGTH, { message: `The topic must be at most ${TOPIC_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Please describe what you would like to talk about' })
  @IsString({ message: 'The topic must be text' })
  topic: string;

  @ApiProperty({
    type: [String],
    format: 'date-time',
    minItems: PREFERRED_TIME_COUNT,
    maxItems: PREFERRED_TIME_COUNT,
    description: 'Three distinct times, each at least 24 hours ahead',
  })
  @IsISO8601({ strict: true, strictSeparator: true }, { each: true, message: TIME_MESSAGE })
  @Matches(MOMENT, { each: true, message: TIME_MESSAGE })
  @IsString({ each: true, message: TIME_MESSAGE })
  @ArrayMaxSize(PREFERRED_TIME_COUNT, { message: 'Please give exactly 3 preferred times' })
  @ArrayMinSize(PREFERRED_TIME_COUNT, { message: 'Please give exactly 3 preferred times' })
  @IsArray({ message: 'preferredTimes must be a list of 3 times' })
  preferredTimes: string[];
}

/** `POST /api/admin/one-to-one/{id}/schedule`: when (one of the preferred times or another) and where. */
export class ScheduleSessionDto {
  @ApiProperty({ format: 'date-time', description: 'A future time: one of the preferred times, or another' })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'scheduledAt: ' + TIME_MESSAGE })
  @Matches(MOMENT, { message: 'scheduledAt: ' + TIME_MESSAGE })
  @IsString({ message: 'scheduledAt: ' + TIME_MESSAGE })
  scheduledAt: string;

  @ApiProperty({ maxLength: MEETING_LINK_MAX_LENGTH, description: 'The meeting room, an https link' })
  @Transform(trimmed)
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: true, disallow_auth: true },
    { message: 'The meeting link must be an https:// link' },
  )
  @MaxLength(MEETING_LINK_MAX_LENGTH, {
    message: `The meeting link must be at most ${MEETING_LINK_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'The meeting link must be text' })
  meetingLink: string;
}

/** `POST /api/admin/one-to-one/{id}/decline`: the note the member reads. */
export class DeclineSessionDto {
  @ApiProperty({ maxLength: DECLINE_NOTE_MAX_LENGTH, description: 'Why, shown to the member and mailed to them' })
  @Transform(trimmed)
  @MaxLength(DECLINE_NOTE_MAX_LENGTH, { message: `The note must be at most ${DECLINE_NOTE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Please write the member a note' })
  @IsString({ message: 'The note must be text' })
  note: string;
}

/** `GET /api/admin/one-to-one?state=`: one state, or every request. */
export class ListSessionRequestsQuery {
  @ApiPropertyOptional({ enum: SESSION_REQUEST_STATES })
  @IsOptional()
  @IsIn(SESSION_REQUEST_STATES, { message: `state must be one of ${SESSION_REQUEST_STATES.join(', ')}` })
  state?: SessionRequestState;
}
