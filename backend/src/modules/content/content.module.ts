import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit/audit-log.module';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../mail/mail.module';
import { GetBlogPost } from './application/blog/get-blog-post';
import { GetFeaturedPost } from './application/blog/get-featured-post';
import { ListBlogPostDates } from './application/blog/list-blog-post-dates';
import { ListBlogPosts } from './application/blog/list-blog-posts';
import { PublishedBlogPosts } from './application/blog/published-blog-posts';
import { ContentCache } from './application/caching/content-cache';
import { CheckLessonAnswers } from './application/courses/check-lesson-answers';
import { DownloadCertificate } from './application/courses/download-certificate';
import { GetCertificate } from './application/courses/get-certificate';
import { GetCourseProgress } from './application/courses/get-course-progress';
import { RestartCourse } from './application/courses/restart-course';
import { FeedPosts } from './application/feed/feed-posts';
import { GetSocialFeed } from './application/feed/get-social-feed';
import { ConfirmSubscription } from './application/newsletter/confirm-subscription';
import { ExportSubscribers, ListSubscribers } from './application/newsletter/list-subscribers';
import { NewsletterLinks } from './application/newsletter/newsletter-links';
import {
  CreateNewsletterIssue,
  ListNewsletterIssues,
  PreviewNewsletterIssue,
  UpdateNewsletterIssue,
} from './application/newsletter/newsletter-issues';
import { SendIssueBatch } from './application/newsletter/send-issue-batch';
import { SendNewsletterIssue, SendNewsletterTest } from './application/newsletter/send-newsletter-issue';
import { SubscribeToNewsletter } from './application/newsletter/subscribe-to-newsletter';
import { UnsubscribeFromNewsletter } from './application/newsletter/unsubscribe-from-newsletter';
import { DownloadResource } from './application/resources/download-resource';
import { SeedContent } from './application/seed-content';
import { GetCommunityStats } from './application/stats/get-community-stats';
import { JoinWaitlist } from './application/waitlist/join-waitlist';
import { ListWaitlistedCourses } from './application/waitlist/list-waitlisted-courses';
import { DeleteDraft, ListDrafts, OpenDraft, SaveDraft } from './application/writing/drafts';
import { GetWritingProgress } from './application/writing/get-writing-progress';
import { GetDailyPrompt, GetPrompt, GetRandomPrompt, ResetPromptHistory } from './application/writing/prompts';
import { CONTENT_SETTINGS, contentSettings, type ContentSettings } from './content.settings';
import * as tokens from './content.tokens';
import { BlogController } from './http/blog/blog.controller';
import { CertificatesController } from './http/courses/certificates.controller';
import { CoursesController } from './http/courses/courses.controller';
import { FeedController } from './http/feed/feed.controller';
import { AdminNewsletterController } from './http/newsletter/admin-newsletter.controller';
import { NewsletterController } from './http/newsletter/newsletter.controller';
import { ResourcesController } from './http/resources/resources.controller';
import { StatsController } from './http/stats/stats.controller';
import { WaitlistController } from './http/waitlist/waitlist.controller';
import { DraftsController } from './http/writing/drafts.controller';
import { PromptsController } from './http/writing/prompts.controller';
import { WritingProgressController } from './http/writing/writing-progress.controller';
import { BlogPostSchema } from './infrastructure/blog/blog-post.schema';
import { MikroOrmBlogPostRepository } from './infrastructure/blog/mikro-orm-blog-post.repository';
import { PublicAnswerCache } from './infrastructure/caching/public-answer-cache';
import { CertificateSchema, LessonCompletionSchema } from './infrastructure/courses/course.schema';
import { PdfkitCertificateDocument } from './infrastructure/courses/pdfkit-certificate-document';
import { MikroOrmCertificateRepository } from './infrastructure/courses/mikro-orm-certificate.repository';
import { MikroOrmCourseProgressRepository } from './infrastructure/courses/mikro-orm-course-progress.repository';
import { DatabaseSocialFeed } from './infrastructure/feed/database-social-feed';
import { SocialPostSchema } from './infrastructure/feed/social-post.schema';
import { XApiSocialFeed } from './infrastructure/feed/x-api-social-feed';
import { MikroOrmNewsletterIssueRepository } from './infrastructure/newsletter/mikro-orm-newsletter-issue.repository';
import { MikroOrmNewsletterRepository } from './infrastructure/newsletter/mikro-orm-newsletter.repository';
import { NewsletterIssueSchema } from './infrastructure/newsletter/newsletter-issue.schema';
import { NewsletterSubscriptionSchema } from './infrastructure/newsletter/newsletter-subscription.schema';
import { LocalDiskFileStorage } from './infrastructure/resources/local-disk-file-storage';
import { CONTENT_SEED_DATA } from './infrastructure/seed/content-seed';
import { PlatformActivityReadQuery } from './infrastructure/read-side/platform-activity.read-query';
import { WritingActivityReadQuery } from './infrastructure/read-side/writing-activity.read-query';
import { MikroOrmWaitlistRepository } from './infrastructure/waitlist/mikro-orm-waitlist.repository';
import { WaitlistSchema } from './infrastructure/waitlist/waitlist.schema';
import { MikroOrmDraftRepository } from './infrastructure/writing/mikro-orm-draft.repository';
import { MikroOrmPromptRepository } from './infrastructure/writing/mikro-orm-prompt.repository';
import {
  DailyPromptSchema,
  DraftSchema,
  PromptViewSchema,
  WritingDaySchema,
  WritingPromptSchema,
} from './infrastructure/writing/writing.schema';
import { provideSettings } from '../../platform/config/module-settings';
import { CONTENT_PERSONAL_DATA } from './content.tokens';
import { ContentPersonalData } from './infrastructure/content-personal-data';

/**
 * What visitors read and members download or practise, in eight sub-areas (a folder each in every layer):
 * blog, feed, newsletter (subscriptions with double opt-in, the editors' issues), stats, resources, courses and certificates, wait list, and writing (prompts, drafts,
 * writing progress). Caching and seeding serve them all.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([
      BlogPostSchema,
      SocialPostSchema,
      NewsletterSubscriptionSchema,
      NewsletterIssueSchema,
      LessonCompletionSchema,
      CertificateSchema,
      WaitlistSchema,
      WritingPromptSchema,
      PromptViewSchema,
      DailyPromptSchema,
      DraftSchema,
      WritingDaySchema,
    ]),
    IdentityModule,
    // the newsletter's confirmations and issues (D18), and the editor's send in the audit log (D10)
    MailModule,
    AuditLogModule,
  ],
  controllers: [
    BlogController,
    FeedController,
    NewsletterController,
    AdminNewsletterController,
    StatsController,
    ResourcesController,
    CoursesController,
    WaitlistController,
    CertificatesController,
    PromptsController,
    DraftsController,
    WritingProgressController,
  ],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: CONTENT_PERSONAL_DATA, useClass: ContentPersonalData },
    provideSettings(contentSettings),
    // caching
    ContentCache,
    { provide: tokens.VISITOR_ANSWERS, useClass: PublicAnswerCache },
    // blog
    { provide: tokens.BLOG_POST_REPOSITORY, useClass: MikroOrmBlogPostRepository },
    ListBlogPosts,
    ListBlogPostDates,
    GetFeaturedPost,
    GetBlogPost,
    // feed
    DatabaseSocialFeed,
    { provide: tokens.SOCIAL_POST_STORE, useExisting: DatabaseSocialFeed },
    {
      // The X API when a token is configured, otherwise (the default) the stored posts (D6).
      provide: tokens.SOCIAL_FEED,
      inject: [CONTENT_SETTINGS, DatabaseSocialFeed],
      useFactory: (settings: ContentSettings, stored: DatabaseSocialFeed) =>
        settings.xBearerToken ? new XApiSocialFeed(settings, stored) : stored,
    },
    GetSocialFeed,
    FeedPosts,
    // newsletter
    { provide: tokens.NEWSLETTER_REPOSITORY, useClass: MikroOrmNewsletterRepository },
    { provide: tokens.NEWSLETTER_ISSUE_REPOSITORY, useClass: MikroOrmNewsletterIssueRepository },
    NewsletterLinks,
    SubscribeToNewsletter,
    ConfirmSubscription,
    UnsubscribeFromNewsletter,
    ListNewsletterIssues,
    CreateNewsletterIssue,
    UpdateNewsletterIssue,
    PreviewNewsletterIssue,
    SendNewsletterTest,
    SendNewsletterIssue,
    SendIssueBatch,
    ListSubscribers,
    ExportSubscribers,
    // stats
    { provide: tokens.PLATFORM_ACTIVITY, useClass: PlatformActivityReadQuery },
    GetCommunityStats,
    // resources
    {
      provide: tokens.FILE_STORAGE,
      inject: [CONTENT_SETTINGS],
      useFactory: (settings: ContentSettings) => new LocalDiskFileStorage(settings.resourcesDir),
    },
    DownloadResource,
    // courses and certificates
    { provide: tokens.COURSE_PROGRESS_REPOSITORY, useClass: MikroOrmCourseProgressRepository },
    { provide: tokens.CERTIFICATE_REPOSITORY, useClass: MikroOrmCertificateRepository },
    { provide: tokens.CERTIFICATE_DOCUMENT, useClass: PdfkitCertificateDocument },
    GetCourseProgress,
    CheckLessonAnswers,
    RestartCourse,
    GetCertificate,
    DownloadCertificate,
    // wait list
    { provide: tokens.WAITLIST_REPOSITORY, useClass: MikroOrmWaitlistRepository },
    JoinWaitlist,
    ListWaitlistedCourses,
    // writing: prompts, drafts, progress
    { provide: tokens.PROMPT_REPOSITORY, useClass: MikroOrmPromptRepository },
    { provide: tokens.DRAFT_REPOSITORY, useClass: MikroOrmDraftRepository },
    { provide: tokens.WRITING_ACTIVITY, useClass: WritingActivityReadQuery },
    GetRandomPrompt,
    ResetPromptHistory,
    GetDailyPrompt,
    GetPrompt,
    ListDrafts,
    OpenDraft,
    SaveDraft,
    DeleteDraft,
    GetWritingProgress,
    // seed
    { provide: tokens.CONTENT_SEED, useValue: CONTENT_SEED_DATA },
    SeedContent,
    // the originality index of the tools module reads every post
    PublishedBlogPosts,
  ],
  exports: [
    CONTENT_PERSONAL_DATA,
    SeedContent,
    PublishedBlogPosts,
    ListBlogPosts,
    GetFeaturedPost,
    GetSocialFeed,
    GetCommunityStats,
    FeedPosts,
    ContentCache,
  ],
})
export class ContentModule {}
