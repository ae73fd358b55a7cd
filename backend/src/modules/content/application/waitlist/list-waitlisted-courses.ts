import { Inject, Injectable } from '@nestjs/common';
import type { PremiumCourseId } from '../../domain/courses/course-catalogue';
import { WAITLIST_REPOSITORY } from '../../content.tokens';
import type { WaitlistRepository } from './ports/waitlist.repository';

/** The premium courses whose wait lists the member joined, so Enroll Now says so after a reload (issue 18). */
@Injectable()
export class ListWaitlistedCourses {
  constructor(@Inject(WAITLIST_REPOSITORY) private readonly waitlist: WaitlistRepository) {}

  async execute(userId: number): Promise<{ courseIds: PremiumCourseId[] }> {
    return { courseIds: await this.waitlist.courseIdsOf(userId) };
  }
}
