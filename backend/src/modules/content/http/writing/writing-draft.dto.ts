import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { trimmed } from '../../../../platform/http/validation';
import { DRAFT_CONTENT_MAX, DRAFT_FORMATS, DRAFT_TITLE_MAX, type DraftFormat } from '../../domain/writing/draft';

const PROMPT_ID_MESSAGE = 'promptId must be a positive whole number or null';

/**
 * A draft as the writing tools save it (`POST /api/drafts`, and `PUT /api/drafts/{id}`, which replaces every
 * field: a promptId left out is no prompt). The content's size is checked by `ContentFits` (413), not here.
 */
export class WritingDraftDto {
  @ApiProperty({ maxLength: DRAFT_TITLE_MAX })
  @Matches(/^[^\p{Cc}]*$/u, { message: 'Title must be a single line without control characters' })
  @MaxLength(DRAFT_TITLE_MAX, { message: `Title must be at most ${DRAFT_TITLE_MAX} characters` })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title must be text' })
  @IsDefined({ message: 'Title is required' })
  @Transform(trimmed)
  title: string;

  @ApiProperty({ enum: DRAFT_FORMATS })
  @IsIn(DRAFT_FORMATS, { message: `Format must be one of: ${DRAFT_FORMATS.join(', ')}` })
  format: DraftFormat;

  @ApiProperty({ description: `The text, at most ${DRAFT_CONTENT_MAX} characters; may be empty` })
  @IsString({ message: 'Content must be text' })
  content: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'The writing prompt the draft answers' })
  @IsOptional()
  @Max(2_147_483_647, { message: PROMPT_ID_MESSAGE })
  @Min(1, { message: PROMPT_ID_MESSAGE })
  @IsInt({ message: PROMPT_ID_MESSAGE })
  promptId?: number | null;
}
