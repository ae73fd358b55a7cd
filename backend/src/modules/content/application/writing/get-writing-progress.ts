import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { WRITING_ACTIVITY } from '../../content.tokens';
import { utcDay } from '../../domain/writing/utc-day';
import { utcMonth, writingProgress, type WritingProgress } from '../../domain/writing/writing-progress';
import type { WritingActivity } from './ports/writing-activity';

/** `GET /api/writing-progress/me` (D11): this UTC month's figures and the streak, as of the clock's now. */
@Injectable()
export class GetWritingProgress {
  constructor(
    @Inject(WRITING_ACTIVITY) private readonly activity: WritingActivity,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<WritingProgress> {
    const now = this.clock.now();
    const { start, end } = utcMonth(now);
    const month = await this.activity.monthOf(userId, start, end);
    const streak = await this.activity.streakDays(userId, utcDay(now));
    return writingProgress(month, streak);
  }
}
