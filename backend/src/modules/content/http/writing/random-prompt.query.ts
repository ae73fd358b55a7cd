import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PROMPT_CATEGORIES, promptCategoryNamed, type PromptCategory } from '../../domain/writing/prompt';

const CATEGORY_MESSAGE = `category must be one of: ${PROMPT_CATEGORIES.join(', ')}`;

/** `?category=` of `GET /api/prompts/random`: a category of the tools page, in any case ("non-fiction" too). */
export class RandomPromptQuery {
  @ApiPropertyOptional({ enum: PROMPT_CATEGORIES, description: 'Only prompts of this category' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (promptCategoryNamed(value) ?? value) : value,
  )
  @IsIn(PROMPT_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: PromptCategory;
}
