import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { UserView } from '../../identity/domain/user';
import { PRIVACY_LIMITS } from '../domain/privacy-limits';
import { tooManyExports } from '../domain/privacy.errors';
import { PERSONAL_DATA_SOURCES } from './personal-data-sources';

/** One module's part of the file, as the module read it. */
export interface ExportSection {
  name: string;
  tables: Record<string, unknown[]>;
}

/** The file's head and its sections, read one after the other so the answer can be written as they come. */
export interface MemberDataExport {
  fileName: string;
  head: { format: string; exportedAt: string; member: { id: number; username: string } };
  sections: AsyncIterable<ExportSection>;
}

/**
 * Download my data (D19, GDPR articles 15 and 20): everything the product holds about the member, module by module,
 * each module reading its own tables (PersonalData). Limited per member (PRIVACY_LIMITS.exportsPerHour).
 */
@Injectable()
export class ExportMemberData {
  constructor(
    @Inject(PERSONAL_DATA_SOURCES) private readonly sources: readonly PersonalData[],
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(member: UserView): Promise<MemberDataExport> {
    const hit = await this.limiter.hit(`privacy:export:${member.id}`, 60 * 60);
    if (hit.count > PRIVACY_LIMITS.exportsPerHour) throw tooManyExports(hit.retryAfterSeconds);
    const now = this.clock.now();
    return {
      fileName: `penwright-data-${member.username}-${now.toISOString().slice(0, 10)}.json`,
      head: {
        format: 'penwright-member-data/1',
        exportedAt: now.toISOString(),
        member: { id: member.id, username: member.username },
      },
      sections: this.read(subjectOf(member)),
    };
  }

  private async *read(subject: DataSubject): AsyncIterable<ExportSection> {
    for (const source of this.sources) yield { name: source.section, tables: await source.read(subject) };
  }
}

export const subjectOf = (member: UserView): DataSubject => ({
  id: member.id,
  email: member.email,
  username: member.username,
  firstName: member.firstName,
  lastName: member.lastName,
});
