import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { tooManyChecks, type Tool } from '../domain/tools.errors';
import { TOOLS_SETTINGS, type ToolsSettings } from '../tools.settings';

/** TOOLS_CHECKS_PER_WINDOW checks per member, tool and window, counted in PostgreSQL (every app instance shares them). */
@Injectable()
export class CheckLimits {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(TOOLS_SETTINGS) private readonly settings: ToolsSettings,
  ) {}

  /** Counts one check of `tool` by the member; a 429 past the limit (that check is not run). */
  async take(tool: Tool, memberId: number): Promise<void> {
    const { checksPerWindow, windowMinutes } = this.settings;
    const { count, retryAfterSeconds } = await this.limiter.hit(`tools:${tool}:${memberId}`, windowMinutes * 60);
    if (count > checksPerWindow) throw tooManyChecks(tool, checksPerWindow, windowMinutes, retryAfterSeconds);
  }
}
