import { Inject, Injectable } from '@nestjs/common';
import { isPremiumCourse } from '../../domain/courses/course-catalogue';
import { courseNotFound } from '../../domain/courses/courses.errors';
import { WAITLIST_REPOSITORY } from '../../content.tokens';
import type { WaitlistRepository } from './ports/waitlist.repository';

/** Premium Enroll Now (D5): joins the course's wait list; joining again is harmless. */
@Injectable()
export class JoinWaitlist {
  constructor(@Inject(WAITLIST_REPOSITORY) private readonly waitlist: WaitlistRepository) {}

  async execute(userId: number, courseId: string): Promise<{ courseId: string; onWaitlist: true }> {
    if (!isPremiumCourse(courseId)) throw courseNotFound();
    await this.waitlist.join(userId, courseId);
    return { courseId, onWaitlist: true };
  }
}
