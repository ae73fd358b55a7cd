import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CONTENT_SETTINGS, type ContentSettings } from './content.settings';
import { IdentityModule } from '../identity/identity.module';
import { CompleteLesson } from './application/complete-lesson';
import { FeedPosts } from './application/feed-posts';
import { DownloadResource } from './application/download-resource';
import { GetBlogPost } from './application/get-blog-post';
import { GetCertificate } from './application/get-certificate';
import { GetCommunityStats } from './application/get-community-stats';
import { GetCourseProgress } from './application/get-course-progress';
import { GetFeaturedPost } from './application/get-featured-post';
import { GetSocialFeed } from './application/get-social-feed';
import { JoinWaitlist } from './application/join-waitlist';
import { ListBlogPosts } from './application/list-blog-posts';
import { RestartCourse } from './application/restart-course';
import { SeedContent } from './application/seed-content';
import { SubscribeToNewsletter } from './application/subscribe-to-newsletter';
import * as tokens from './content.tokens';
import { BlogController } from './http/blog.controller';
import { CertificatesController } from './http/certificates.controller';
import { CoursesController } from './http/courses.controller';
import { FeedController } from './http/feed.controller';
import { NewsletterController } from './http/newsletter.controller';
import { ResourcesController } from './http/resources.controller';
import { StatsController } from './http/stats.controller';
import { BlogPostSchema } from './infrastructure/blog-post.schema';
import { CertificateSchema, LessonCompletionSchema, WaitlistSchema } from './infrastructure/course.schema';
import { DatabaseSocialFeed } from './infrastructure/database-social-feed';
import { LocalDiskFileStorage } from './infrastructure/local-disk-file-storage';
import { MikroOrmBlogPostRepository } from './infrastructure/mikro-orm-blog-post.repository';
import {
  MikroOrmCertificateRepository,
  MikroOrmCourseProgressRepository,
  MikroOrmWaitlistRepository,
} from './infrastructure/mikro-orm-course.repositories';
import { MikroOrmNewsletterRepository } from './infrastructure/mikro-orm-newsletter.repository';
import { NewsletterSubscriptionSchema } from './infrastructure/newsletter-subscription.schema';
import { NoActivityYet } from './infrastructure/no-activity-yet';
import { CONTENT_SEED_DATA } from './infrastructure/seed/content-seed';
import { SocialPostSchema } from './infrastructure/social-post.schema';
import { XApiSocialFeed } from './infrastructure/x-api-social-feed';

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
