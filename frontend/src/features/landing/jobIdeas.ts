/**
 * The job-idea cards of the landing page (spec section 2): kinds of paid writing work. The ten
 * with an article page link to it; the rest lead to the application.
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

export const JOB_IDEAS: readonly JobIdea[] = [
  article('product-review-writing', 'Product Review Writing', 'Hands-on reviews and buying guides.'),
  article('blog-writing-jobs', 'Blog Writing', 'Regular posts for businesses and publishers.'),
  article('email-marketing-copy', 'Email Marketing Copy', 'Campaigns, sequences and promotions.'),
  article('social-media-content', 'Social Media Content', 'Posts and captions for brand channels.'),
  article('website-content-creation', 'Website Content', 'Home, about and service pages.'),
  article('press-release-writing', 'Press Release Writing', 'News announcements for companies.'),
  article('newsletter-writing', 'Newsletter Writing', 'Issues readers look forward to opening.'),
  article('video-script-writing', 'Video Script Writing', 'Explainers, ads and tutorials.'),
  article('content-editing', 'Content Editing', 'Line edits, copy edits and proofreading.'),
  article('landing-page-copy', 'Landing Page Copy', 'Pages built to convert one audience.'),
  apply('How-To Guides', 'Step-by-step instructions readers can follow.'),
  apply('Product Descriptions', 'Short, accurate copy for online shops.'),
  apply('Case Studies', 'Customer stories with real results.'),
  apply('White Papers', 'In-depth reports for business readers.'),
  apply('E-book Writing', 'Long-form guides and lead magnets.'),
  apply('Ghostwriting', 'Articles and posts under a client’s name.'),
  apply('Technical Writing', 'Documentation and user guides.'),
  apply('Grant Writing', 'Proposals for nonprofits and researchers.'),
  apply('Resume Writing', 'Resumes and cover letters for job seekers.'),
  apply('LinkedIn Articles', 'Thought leadership for professionals.'),
  apply('Travel Writing', 'Destination guides and itineraries.'),
  apply('Food and Recipe Writing', 'Recipes, headnotes and restaurant guides.'),
  apply('Health and Wellness Content', 'Carefully sourced, reviewed explainers.'),
  apply('Personal Finance Articles', 'Budgeting, saving and credit explained.'),
  apply('Real Estate Listings', 'Property descriptions and area guides.'),
  apply('Tech News Summaries', 'Clear digests of industry news.'),
  apply('Software Tutorials', 'Walkthroughs of apps and tools.'),
  apply('SEO Articles', 'Search-friendly articles that stay useful.'),
  apply('Listicles', 'Well-researched ranked and numbered lists.'),
  apply('Interview Write-ups', 'Q&As and profiles from interviews.'),
  apply('Company Profiles', 'Overviews of businesses and their work.'),
  apply('FAQ Pages', 'Answers to the questions customers ask.'),
  apply('Help Center Articles', 'Support content that reduces tickets.'),
  apply('App Store Descriptions', 'Listings that explain an app in seconds.'),
  apply('Ad Copy', 'Headlines and text for search and social ads.'),
  apply('Sales Letters', 'Long-form persuasive copy.'),
  apply('Course Content', 'Lessons, quizzes and workbooks.'),
  apply('Speech Writing', 'Talks and toasts for clients.'),
  apply('Podcast Show Notes', 'Summaries and timestamps for episodes.'),
  apply('YouTube Descriptions', 'Descriptions and chapters for videos.'),
  apply('Book Reviews', 'Considered reviews for readers and sites.'),
  apply('Local Guides', 'City and neighborhood recommendations.'),
  apply('Event Recaps', 'Coverage of conferences and launches.'),
  apply('Opinion Pieces', 'Op-eds with a clear, argued point.'),
  apply('Research Summaries', 'Studies explained for general readers.'),
  apply('Proofreading', 'A final check before publication.'),
  apply('Copywriting for Startups', 'Launch pages, pitch decks and emails.'),
  apply('Nonprofit Storytelling', 'Impact stories and appeal letters.'),
  apply('Children’s Educational Content', 'Lessons and stories for young readers.'),
  apply('Translation Editing', 'Polishing translated copy for natives.'),
];
