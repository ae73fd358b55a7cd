import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CONTENT_SETTINGS, type ContentSettings } from './content.settings';
import { IdentityModule } from '../identity/identity.module';
import { CompleteLesson } from './application/courses/complete-lesson';
import { FeedPosts } from './application/feed/feed-posts';
import { DownloadResource } from './application/resources/download-resource';
import { GetBlogPost } from './application/blog/get-blog-post';
import { GetCertificate } from './application/courses/get-certificate';
import { GetCommunityStats } from './application/stats/get-community-stats';
import { GetCourseProgress } from './application/courses/get-course-progress';
import { GetFeaturedPost } from './application/blog/get-featured-post';
import { GetSocialFeed } from './application/feed/get-social-feed';
import { JoinWaitlist } from './application/waitlist/join-waitlist';
import { ListBlogPosts } from './application/blog/list-blog-posts';
import { RestartCourse } from './application/courses/restart-course';
import { SeedContent } from './application/seed-content';
import { SubscribeToNewsletter } from './application/newsletter/subscribe-to-newsletter';
import * as tokens from './content.tokens';
import { BlogController } from './http/blog/blog.controller';
import { CertificatesController } from './http/courses/certificates.controller';
import { CoursesController } from './http/courses/courses.controller';
import { FeedController } from './http/feed/feed.controller';
import { NewsletterController } from './http/newsletter/newsletter.controller';
import { ResourcesController } from './http/resources/resources.controller';
import { StatsController } from './http/stats/stats.controller';
import { WaitlistController } from './http/waitlist/waitlist.controller';
import { BlogPostSchema } from './infrastructure/blog/blog-post.schema';
import { CertificateSchema, LessonCompletionSchema } from './infrastructure/courses/course.schema';
import { DatabaseSocialFeed } from './infrastructure/feed/database-social-feed';
import { LocalDiskFileStorage } from './infrastructure/resources/local-disk-file-storage';
import { MikroOrmBlogPostRepository } from './infrastructure/blog/mikro-orm-blog-post.repository';
import { MikroOrmCertificateRepository } from './infrastructure/courses/mikro-orm-certificate.repository';
import { MikroOrmCourseProgressRepository } from './infrastructure/courses/mikro-orm-course-progress.repository';
import { MikroOrmWaitlistRepository } from './infrastructure/waitlist/mikro-orm-waitlist.repository';
import { WaitlistSchema } from './infrastructure/waitlist/waitlist.schema';
import { MikroOrmNewsletterRepository } from './infrastructure/newsletter/mikro-orm-newsletter.repository';
import { NewsletterSubscriptionSchema } from './infrastructure/newsletter/newsletter-subscription.schema';
import { NoActivityYet } from './infrastructure/stats/no-activity-yet';
import { CONTENT_SEED_DATA } from './infrastructure/seed/content-seed';
import { SocialPostSchema } from './infrastructure/feed/social-post.schema';
import { XApiSocialFeed } from './infrastructure/feed/x-api-social-feed';

/** Blog, social feed, newsletter, community stats, member resources, course progress and certificates. */
@Module({
  imports: [
    MikroOrmModule.forFeature([
      BlogPostSchema,
      SocialPostSchema,
      NewsletterSubscriptionSchema,
      LessonCompletionSchema,
      CertificateSchema,
      WaitlistSchema,
    ]),
    IdentityModule,
  ],
  controllers: [
    BlogController,
    FeedController,
    NewsletterController,
    StatsController,
    ResourcesController,
    CoursesController,
    WaitlistController,
    CertificatesController,
  ],
  providers: [
    DatabaseSocialFeed,
    { provide: tokens.SOCIAL_POST_STORE, useExisting: DatabaseSocialFeed },
    {
      // The X API when a token is configured, otherwise (the default) the stored posts (D6).
      provide: tokens.SOCIAL_FEED,
      inject: [CONTENT_SETTINGS, DatabaseSocialFeed],
      useFactory: (settings: ContentSettings, stored: DatabaseSocialFeed) =>
        settings.xBearerToken ? new XApiSocialFeed(settings, stored) : stored,
    },
    {
      provide: tokens.FILE_STORAGE,
      inject: [CONTENT_SETTINGS],
      useFactory: (settings: ContentSettings) => new LocalDiskFileStorage(settings.resourcesDir),
    },
    { provide: tokens.BLOG_POST_REPOSITORY, useClass: MikroOrmBlogPostRepository },
    { provide: tokens.NEWSLETTER_REPOSITORY, useClass: MikroOrmNewsletterRepository },
    { provide: tokens.PLATFORM_ACTIVITY, useClass: NoActivityYet },
    { provide: tokens.COURSE_PROGRESS_REPOSITORY, useClass: MikroOrmCourseProgressRepository },
    { provide: tokens.CERTIFICATE_REPOSITORY, useClass: MikroOrmCertificateRepository },
    { provide: tokens.WAITLIST_REPOSITORY, useClass: MikroOrmWaitlistRepository },
    { provide: tokens.CONTENT_SEED, useValue: CONTENT_SEED_DATA },
    ListBlogPosts,
    GetFeaturedPost,
    GetBlogPost,
    GetSocialFeed,
    FeedPosts,
    SubscribeToNewsletter,
    GetCommunityStats,
    DownloadResource,
    GetCourseProgress,
    CompleteLesson,
    RestartCourse,
    GetCertificate,
    JoinWaitlist,
    SeedContent,
  ],
  exports: [SeedContent, ListBlogPosts, GetFeaturedPost, GetSocialFeed, GetCommunityStats, FeedPosts],
})
export class ContentModule {}
