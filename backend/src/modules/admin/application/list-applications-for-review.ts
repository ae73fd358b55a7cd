import { Inject, Injectable } from '@nestjs/common';
import { FindApplications } from '../../applications/application/find-applications';
import type {
  ApplicantDetails,
  Application,
  ApplicationStatus,
  ApplyAnswers,
} from '../../applications/domain/application';
import { QuizAttempts, type AttemptOverview } from '../../assessment/application/quiz-attempts';
import { UserAccounts } from '../../identity/application/user-accounts';
import { REVIEW_QUEUE } from '../admin.tokens';
import type { ReviewQueueQuery } from '../domain/review-queue';
import type { ReviewQueue } from './ports/review-queue';

export interface Applicant {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  isActive: boolean;
  subscriptionStatus: string;
  subscriptionTier: string | null;
}

/** One row of the admin's Applications tab. */
export interface ApplicationForReview {
  id: number;
  status: ApplicationStatus;
  answers: ApplyAnswers | null;
  /** Address, phone, genres and experience from the registration form. */
  applicantDetails: ApplicantDetails | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Null only if the account has gone (the application is deleted with it, so in practice never). */
  applicant: Applicant | null;
  attempts: Omit<AttemptOverview, 'userId' | 'applicationId'>[];
}

/** One page of the queue, as `GET /api/admin/applications` answers it. */
export interface ApplicationsForReviewPage {
  items: ApplicationForReview[];
  /** Applications matching the filters across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * `GET /api/admin/applications`: one page of the review queue (filtered by status and applicant search),
 * each application with its applicant, questionnaire answers and attempts. The read-side query picks the page;
 * only the page's applications, applicants and attempts are then loaded, each from the module that owns them.
 */
@Injectable()
export class ListApplicationsForReview {
  constructor(
    @Inject(REVIEW_QUEUE) private readonly queue: ReviewQueue,
    private readonly applications: FindApplications,
    private readonly users: UserAccounts,
    private readonly attempts: QuizAttempts,
  ) {}

  async execute(query: ReviewQueueQuery): Promise<ApplicationsForReviewPage> {
    const { applicationIds, total } = await this.queue.page(query);
    const items = await this.withApplicantsAndAttempts(await this.applications.execute(applicationIds));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  private async withApplicantsAndAttempts(applications: Application[]): Promise<ApplicationForReview[]> {
    const userIds = [...new Set(applications.map((application) => application.userId))];
    const [users, attempts] = await Promise.all([this.users.findByIds(userIds), this.attempts.listForUsers(userIds)]);
    const userById = new Map(users.map((user) => [user.id, user]));
    return applications.map((application) => {
      const user = userById.get(application.userId);
      return {
        id: application.id,
        status: application.status,
        answers: application.answers,
        applicantDetails: application.applicantDetails,
        decisionNote: application.decisionNote,
        decidedAt: application.decidedAt,
        createdAt: application.createdAt,
        updatedAt: application.updatedAt,
        applicant: user
          ? {
              id: user.id,
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
              username: user.username,
              isActive: user.isActive,
              subscriptionStatus: user.subscriptionStatus,
              subscriptionTier: user.subscriptionTier,
            }
          : null,
        attempts: attempts
          .filter((attempt) => attempt.applicationId === application.id)
          // eslint-disable-next-line @typescript-eslint/no-unused-vars
          .map(({ userId, applicationId, ...attempt }) => attempt),
      };
    });
  }
}
