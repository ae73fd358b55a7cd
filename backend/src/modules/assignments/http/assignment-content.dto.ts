import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { MAX_CONTENT_CHARACTERS } from '../domain/word-count';

/** `{content}` of a draft or a submission. Its size is checked by `ContentFits` (413), not here (400). */
export class AssignmentContentDto {
  @ApiProperty({ description: `The text, at most ${MAX_CONTENT_CHARACTERS} characters` })
  @Matches(/\S/, { message: 'Write something before sending: the content is blank.' })
  @IsString({ message: 'Content must be text' })
  content: string;
}
