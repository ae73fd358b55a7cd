/** The jobs board (spec section 2): four groups of outside job sites, opened in a new tab. */
export interface JobSite {
  name: string;
  url: string;
  description: string;
}

export interface JobSiteGroup {
  title: string;
  intro: string;
  sites: readonly JobSite[];
}

export const JOB_SITE_GROUPS: readonly JobSiteGroup[] = [
  {
    title: 'General Job Boards',
    intro: 'Large boards where publishers and companies post staff and contract writing roles.',
    sites: [
      {
        name: 'Indeed',
        url: 'https://www.indeed.com/q-freelance-writer-jobs.html',
        description: 'Search writer and editor openings by location or remote.',
      },
      {
        name: 'LinkedIn Jobs',
        url: 'https://www.linkedin.com/jobs/',
        description: 'Contract and full-time roles, with alerts for new listings.',
      },
      {
        name: 'Glassdoor',
        url: 'https://www.glassdoor.com/Job/index.htm',
        description: 'Listings alongside company reviews and salary reports.',
      },
      {
        name: 'ZipRecruiter',
        url: 'https://www.ziprecruiter.com/',
        description: 'Aggregated listings with quick applications.',
      },
    ],
  },
  {
    title: 'Freelance Platforms',
    intro: 'Marketplaces where clients post projects and freelancers bid or sell services.',
    sites: [
      {
        name: 'Upwork',
        url: 'https://www.upwork.com/',
        description: 'Project listings for writing, editing and copywriting.',
      },
      { name: 'Fiverr', url: 'https://www.fiverr.com/', description: 'Offer fixed-price writing services as gigs.' },
      { name: 'Freelancer', url: 'https://www.freelancer.com/', description: 'Bid on writing contests and projects.' },
      {
        name: 'PeoplePerHour',
        url: 'https://www.peopleperhour.com/',
        description: 'Hourly and fixed-price projects, strong in the UK and Europe.',
      },
      { name: 'Guru', url: 'https://www.guru.com/', description: 'Long-running client relationships and workrooms.' },
    ],
  },
  {
    title: 'Remote Work Sites',
    intro: 'Boards dedicated to remote roles, including writing, content and communications.',
    sites: [
      {
        name: 'We Work Remotely',
        url: 'https://weworkremotely.com/',
        description: 'Remote roles, with a copywriting and content category.',
      },
      {
        name: 'Remote OK',
        url: 'https://remoteok.com/',
        description: 'Remote listings filterable by writing and marketing tags.',
      },
      {
        name: 'FlexJobs',
        url: 'https://www.flexjobs.com/',
        description: 'Screened remote and flexible jobs (paid membership).',
      },
      {
        name: 'Remotive',
        url: 'https://remotive.com/',
        description: 'Curated remote jobs in marketing, content and more.',
      },
    ],
  },
  {
    title: 'Content Writing Specialists',
    intro: 'Boards focused on writers, editors and journalists.',
    sites: [
      {
        name: 'ProBlogger Job Board',
        url: 'https://problogger.com/jobs/',
        description: 'Blogging and content writing gigs.',
      },
      {
        name: 'Mediabistro',
        url: 'https://www.mediabistro.com/jobs/',
        description: 'Media, publishing and content jobs.',
      },
      {
        name: 'JournalismJobs.com',
        url: 'https://www.journalismjobs.com/',
        description: 'Newsroom, editing and freelance reporting roles.',
      },
      {
        name: 'BloggingPro',
        url: 'https://www.bloggingpro.com/jobs/',
        description: 'Freelance blogging and writing listings.',
      },
    ],
  },
];

export const JOB_SEARCH_TIPS: readonly string[] = [
  'Keep a portfolio of three to five strong samples in the niches you want to write for.',
  'Tailor each application: mention the publication, its readers and one idea you would pitch.',
  'Set up alerts on two or three boards instead of checking ten every day.',
  'Confirm rate, word count, rights and payment terms in writing before you start.',
  'Be wary of listings that ask for unpaid “test articles” longer than a few hundred words.',
  'Follow up once, politely, about a week after applying.',
];
