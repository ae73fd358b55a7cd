import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** `{text}` of both checks. Its length is checked by `TextFits` (413), not here (400). */
export class ToolTextDto {
  @ApiProperty({ description: 'The text to check, at most TOOLS_MAX_TEXT_CHARACTERS (20,000 by default) characters' })
  @Matches(/\S/, { message: 'Paste or write some text to check: the text is blank.' })
  @IsString({ message: 'Text must be a string of Unicode characters' })
  text: string;
}
