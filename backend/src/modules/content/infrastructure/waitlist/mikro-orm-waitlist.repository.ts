import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../../platform/database/fresh-read';
import type { WaitlistRepository } from '../../application/waitlist/ports/waitlist.repository';
import type { PremiumCourseId } from '../../domain/courses/course-catalogue';
import { WaitlistSchema } from './waitlist.schema';

@Injectable()
export class MikroOrmWaitlistRepository implements WaitlistRepository {
  constructor(private readonly em: EntityManager) {}

  async join(userId: number, courseId: PremiumCourseId): Promise<void> {
    // The primary key (member, course) makes a repeat or a race store one row.
    await this.em.createQueryBuilder(WaitlistSchema).insert({ userId, courseId }).onConflict().ignore().execute('run');
  }

  async courseIdsOf(userId: number): Promise<PremiumCourseId[]> {
    // Rows arrive by the insert above, past the identity map: read them as they are now.
    const rows = await this.em.find(WaitlistSchema, { userId }, { ...FRESH_READ, orderBy: { courseId: 'asc' } });
    return rows.map((row) => row.courseId);
  }
}
