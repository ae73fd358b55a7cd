import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { hasUnlimitedChecks, type PerkHolder } from '../../billing/domain/tier-perks';
import { nextUtcMidnight, toolQuota, utcDay, type ToolQuota } from '../domain/daily-quota';
import { dailyLimitReached, tooManyChecks, type Tool } from '../domain/tools.errors';
import { TOOLS_SETTINGS, type ToolsSettings } from '../tools.settings';

/** A member who runs checks: their id and what their tier allows (D20). */
export type Checker = PerkHolder & { id: number };

/**
 * The checks' two limits, counted in PostgreSQL (every app instance shares them, one atomic upsert per check):
 * TOOLS_CHECKS_PER_WINDOW per member, tool and window against abuse, for every tier; and, for Writer and the free
 * trial, TOOL_CHECKS_PER_DAY of both tools together per UTC day (D20).
 */
@Injectable()
export class CheckLimits {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(TOOLS_SETTINGS) private readonly settings: ToolsSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Counts one check of `tool` by the member; a 429 past either limit (that check is not run). Answers the
   * member's daily quota after this check.
   */
  async take(tool: Tool, member: Checker): Promise<ToolQuota> {
    const { checksPerWindow, windowMinutes, checksPerDay } = this.settings;
    const { count, retryAfterSeconds } = await this.limiter.hit(`tools:${tool}:${member.id}`, windowMinutes * 60);
    if (count > checksPerWindow) throw tooManyChecks(tool, checksPerWindow, windowMinutes, retryAfterSeconds);
    const now = this.clock.now();
    if (hasUnlimitedChecks(member)) return toolQuota(null, 0, now);
    // The key names the UTC day, so a new day counts from zero whatever the bucket's window says; the window
    // only lets the expired-buckets job remove yesterday's rows.
    const resetsAt = nextUtcMidnight(now);
    const windowSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    const daily = await this.limiter.hit(dailyKey(member.id, now), windowSeconds);
    if (daily.count > checksPerDay) throw dailyLimitReached(checksPerDay, resetsAt);
    return toolQuota(checksPerDay, daily.count, now);
  }

  /** `GET /api/tools/quota`: today's count without counting. */
  async quota(member: Checker): Promise<ToolQuota> {
    const now = this.clock.now();
    if (hasUnlimitedChecks(member)) return toolQuota(null, 0, now);
    const { count } = await this.limiter.peek(dailyKey(member.id, now));
    return toolQuota(this.settings.checksPerDay, count, now);
  }
}

const dailyKey = (memberId: number, now: Date) => `tools:daily:${memberId}:${utcDay(now)}`;
