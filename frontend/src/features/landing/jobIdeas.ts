/**
 * The job-idea cards of the landing page (spec section 2): about fifty kinds of paid writing work, grouped by the
 * kind of work so the page shows a few of each rather than one long wall. The ten with an article page link to it;
 * the rest lead to the application.
 */
export interface JobIdea {
  title: string;
  summary: string;
  /** `/articles/{slug}` or `/apply`. */
  to: string;
}

const article = (slug: string, title: string, summary: string): JobIdea => ({
  title,
  summary,
  to: `/articles/${slug}`,
});
const apply = (title: string, summary: string): JobIdea => ({ title, summary, to: '/apply' });

export interface JobIdeaGroup {
  kind: string;
  intro: string;
  /** Those with an article page first: they are the ones shown before 'show all'. */
  ideas: readonly JobIdea[];
}

export const JOB_IDEA_GROUPS: readonly JobIdeaGroup[] = [
  {
    kind: 'Articles & blogs',
    intro: 'Posts, reviews and features for publishers and company blogs.',
    ideas: [
      article('blog-writing-jobs', 'Blog Writing', 'Regular posts for businesses and publishers.'),
      article('product-review-writing', 'Product Review Writing', 'Hands-on reviews and buying guides.'),
      article('newsletter-writing', 'Newsletter Writing', 'Issues readers look forward to opening.'),
      apply('SEO Articles', 'Search-friendly articles that stay useful.'),
      apply('Listicles', 'Well-researched ranked and numbered lists.'),
      apply('LinkedIn Articles', 'Thought leadership for professionals.'),
      apply('Opinion Pieces', 'Op-eds with a clear, argued point.'),
      apply('Book Reviews', 'Considered reviews for readers and sites.'),
      apply('Interview Write-ups', 'Q&As and profiles from interviews.'),
      apply('Event Recaps', 'Coverage of conferences and launches.'),
      apply('Tech News Summaries', 'Clear digests of industry news.'),
      apply('Research Summaries', 'Studies explained for general readers.'),
    ],
  },
  {
    kind: 'Marketing & copywriting',
    intro: 'Words that sell, announce and persuade, for brands large and small.',
    ideas: [
      article('email-marketing-copy', 'Email Marketing Copy', 'Campaigns, sequences and promotions.'),
      article('social-media-content', 'Social Media Content', 'Posts and captions for brand channels.'),
      article('landing-page-copy', 'Landing Page Copy', 'Pages built to convert one audience.'),
      article('press-release-writing', 'Press Release Writing', 'News announcements for companies.'),
      apply('Product Descriptions', 'Short, accurate copy for online shops.'),
      apply('Ad Copy', 'Headlines and text for search and social ads.'),
      apply('Sales Letters', 'Long-form persuasive copy.'),
      apply('App Store Descriptions', 'Listings that explain an app in seconds.'),
      apply('Copywriting for Startups', 'Launch pages, pitch decks and emails.'),
      apply('Nonprofit Storytelling', 'Impact stories and appeal letters.'),
      apply('Case Studies', 'Customer stories with real results.'),
    ],
  },
  {
    kind: 'Websites, business & technical',
    intro: 'Clear pages and documents that explain how things work.',
    ideas: [
      article('website-content-creation', 'Website Content', 'Home, about and service pages.'),
      apply('How-To Guides', 'Step-by-step instructions readers can follow.'),
      apply('Technical Writing', 'Documentation and user guides.'),
      apply('Software Tutorials', 'Walkthroughs of apps and tools.'),
      apply('FAQ Pages', 'Answers to the questions customers ask.'),
      apply('Help Center Articles', 'Support content that reduces tickets.'),
      apply('Company Profiles', 'Overviews of businesses and their work.'),
      apply('White Papers', 'In-depth reports for business readers.'),
      apply('Grant Writing', 'Proposals for nonprofits and researchers.'),
      apply('Real Estate Listings', 'Property descriptions and area guides.'),
    ],
  },
  {
    kind: 'Scripts, audio & long-form',
    intro: 'Writing to be watched, heard or read cover to cover.',
    ideas: [
      article('video-script-writing', 'Video Script Writing', 'Explainers, ads and tutorials.'),
      apply('Podcast Show Notes', 'Summaries and timestamps for episodes.'),
      apply('YouTube Descriptions', 'Descriptions and chapters for videos.'),
      apply('Speech Writing', 'Talks and toasts for clients.'),
      apply('E-book Writing', 'Long-form guides and lead magnets.'),
      apply('Ghostwriting', 'Articles and posts under a client’s name.'),
      apply('Course Content', 'Lessons, quizzes and workbooks.'),
      apply('Children’s Educational Content', 'Lessons and stories for young readers.'),
    ],
  },
  {
    kind: 'Lifestyle & specialist topics',
    intro: 'Subject knowledge readers trust: travel, food, health and money.',
    ideas: [
      apply('Travel Writing', 'Destination guides and itineraries.'),
      apply('Food and Recipe Writing', 'Recipes, headnotes and restaurant guides.'),
      apply('Health and Wellness Content', 'Carefully sourced, reviewed explainers.'),
      apply('Personal Finance Articles', 'Budgeting, saving and credit explained.'),
      apply('Local Guides', 'City and neighborhood recommendations.'),
      apply('Resume Writing', 'Resumes and cover letters for job seekers.'),
    ],
  },
  {
    kind: 'Editing & proofreading',
    intro: 'For writers with a sharp eye for other people’s drafts.',
    ideas: [
      article('content-editing', 'Content Editing', 'Line edits, copy edits and proofreading.'),
      apply('Proofreading', 'A final check before publication.'),
      apply('Translation Editing', 'Polishing translated copy for natives.'),
    ],
  },
];

export const JOB_IDEAS: readonly JobIdea[] = JOB_IDEA_GROUPS.flatMap((group) => group.ideas);
