import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { PROMPT_REPOSITORY } from '../../content.tokens';
import { dailyPosition } from '../../domain/writing/daily-prompt';
import { utcDay } from '../../domain/writing/utc-day';
import {
  promptsExhausted,
  type PromptCategory,
  type PromptsExhausted,
  type WritingPrompt,
} from '../../domain/writing/prompt';
import { noPromptsYet, promptNotFound, promptsBusy } from '../../domain/writing/writing.errors';
import type { PromptRepository } from './ports/prompt.repository';

/**
 * A lost claim means a concurrent request of the same member recorded a prompt, so the unseen set shrank: the
 * retries end. The bound only guards against a member firing dozens of requests at once.
 */
const MAX_CLAIMS = 25;

/** `GET /api/prompts/random`: a prompt the member has not seen (of the category, if asked), now seen. */
@Injectable()
export class GetRandomPrompt {
  constructor(
    @Inject(PROMPT_REPOSITORY) private readonly prompts: PromptRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, category: PromptCategory | null): Promise<WritingPrompt | PromptsExhausted> {
    for (let attempt = 0; attempt < MAX_CLAIMS; attempt++) {
      const claim = await this.prompts.claimUnseen(userId, category, this.clock.now());
      if (claim.outcome === 'claimed') return claim.prompt;
      if (claim.outcome === 'exhausted') {
        const total = await this.prompts.count(category);
        if (total === 0) throw noPromptsYet();
        return promptsExhausted(total, category);
      }
    }
    throw promptsBusy();
  }
}

/** `POST /api/prompts/reset` (Start Over): the member's whole seen list goes, whatever category was asked. */
@Injectable()
export class ResetPromptHistory {
  constructor(@Inject(PROMPT_REPOSITORY) private readonly prompts: PromptRepository) {}

  async execute(userId: number): Promise<{ cleared: number }> {
    return { cleared: await this.prompts.clearSeen(userId) };
  }
}

/** `GET /api/prompts/daily`: the same prompt for everyone during a UTC day (the clock's day). */
@Injectable()
export class GetDailyPrompt {
  constructor(
    @Inject(PROMPT_REPOSITORY) private readonly prompts: PromptRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<WritingPrompt> {
    const day = utcDay(this.clock.now());
    const pinned = await this.prompts.findDaily(day);
    if (pinned) return pinned;
    const count = await this.prompts.count(null);
    if (count === 0) throw noPromptsYet();
    await this.prompts.pinDaily(day, dailyPosition(day, count));
    const daily = await this.prompts.findDaily(day);
    if (!daily) throw noPromptsYet(); // the bank emptied meanwhile
    return daily;
  }
}

/** `GET /api/prompts/{id}`: one prompt, for the writing tools' `&prompt={id}` (Start Writing, D11). Not recorded. */
@Injectable()
export class GetPrompt {
  constructor(@Inject(PROMPT_REPOSITORY) private readonly prompts: PromptRepository) {}

  async execute(id: number): Promise<WritingPrompt> {
    const prompt = await this.prompts.findById(id);
    if (!prompt) throw promptNotFound();
    return prompt;
  }
}
