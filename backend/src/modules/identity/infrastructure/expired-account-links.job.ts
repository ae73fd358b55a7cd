import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { AccountLinkRepository } from '../application/ports/account-link.repository';
import { ACCOUNT_LINK_REPOSITORY } from '../identity.tokens';

/** Kept a day past their expiry, so a late click still reads "expired" rather than "not valid". */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Deletes mailed links a day after they expired, every hour: they can do nothing any more. */
@Injectable()
export class ExpiredAccountLinksJob {
  private readonly logger = new Logger('AccountLinks');

  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    @Inject(ACCOUNT_LINK_REPOSITORY) private readonly links: AccountLinkRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ScheduledJob('0 * * * *', 'expired-account-links')
  async run(): Promise<number> {
    const deleted = await this.links.deleteExpired(new Date(this.clock.now().getTime() - KEPT_AFTER_EXPIRY_MS));
    if (deleted) this.logger.debug(`Deleted ${deleted} expired link(s)`);
    return deleted;
  }
}
