import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Public, SubscribersOnly } from '../../../../platform/http/access.decorators';
import { CurrentUser } from '../../../../platform/http/current-user';
import { NoFields } from '../../../../platform/http/no-fields.pipe';
import { PositiveIdParam } from '../../../../platform/http/positive-id.param';
import type { UserView } from '../../../identity/domain/user';
import { GetDailyPrompt, GetPrompt, GetRandomPrompt, ResetPromptHistory } from '../../application/writing/prompts';
import type { PromptsExhausted, WritingPrompt } from '../../domain/writing/prompt';
import { RandomPromptQuery } from './random-prompt.query';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

/** Answer of Start Over: how many seen records went. */
export interface PromptHistoryReset {
  cleared: number;
}

/**
 * The prompt bank (spec section 7, D11): part of the writing tools, so for members with an active subscription (D20),
 * except the day's prompt, which the member home shows everyone.
 */
@SubscribersOnly()
@ApiTags('writing')
@Controller('api/prompts')
export class PromptsController {
  constructor(
    private readonly random: GetRandomPrompt,
    private readonly reset: ResetPromptHistory,
    private readonly daily: GetDailyPrompt,
    private readonly prompt: GetPrompt,
  ) {}

  /** A prompt the member has not seen (of `category`, if given), now recorded as seen; else `{exhausted, ...}`. */
  @Get('random')
  @ApiErrors(E.PROMPT_NOT_FOUND, E.PROMPTS_BUSY)
  randomPrompt(
    @CurrentUser() user: UserView,
    @Query() query: RandomPromptQuery,
  ): Promise<WritingPrompt | PromptsExhausted> {
    return this.random.execute(user.id, query.category ?? null);
  }

  /** Start Over: clears the member's whole seen list (every category). */
  @Post('reset')
  @HttpCode(HttpStatus.OK)
  resetHistory(@CurrentUser() user: UserView, @Body(NoFields) _body: unknown): Promise<PromptHistoryReset> {
    return this.reset.execute(user.id);
  }

  /** The same prompt for everyone during a UTC day. */
  @Public()
  @Get('daily')
  @ApiErrors(E.PROMPT_NOT_FOUND)
  dailyPrompt(): Promise<WritingPrompt> {
    return this.daily.execute();
  }

  /** One prompt, for `/writing-tools?prompt={id}` (Start Writing); not recorded as seen. */
  @Get(':id')
  @ApiErrors(E.PROMPT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  onePrompt(@PositiveIdParam('Writing prompt') id: number): Promise<WritingPrompt> {
    return this.prompt.execute(id);
  }
}
