/**
 * The resources library (spec section 2): two groups of downloadable PDFs (the eight files of
 * spec section 7, served to members only), video tutorials and podcast episodes (not published
 * yet: they say so), and a list of outside references.
 */
export type ResourceKind = 'pdf' | 'video' | 'audio';

export interface LibraryItem {
  title: string;
  description: string;
  kind: ResourceKind;
  /** For PDFs: the file name of GET /api/resources/download/{file}. */
  file?: string;
  /** Pages for PDFs, minutes for media. */
  meta: string;
}

export interface LibraryGroup {
  title: string;
  items: readonly LibraryItem[];
}

const pdf = (file: string, title: string, description: string, meta: string): LibraryItem => ({
  title,
  description,
  kind: 'pdf',
  file: `${file}.pdf`,
  meta,
});

export const LIBRARY: readonly LibraryGroup[] = [
  {
    title: 'Writing Guides',
    items: [
      pdf(
        'complete-style-guide',
        'Complete Style Guide',
        'The house rules our editors apply to every piece, with the reasons behind them.',
        'PDF guide',
      ),
      pdf(
        'grammar-fundamentals',
        'Grammar Fundamentals',
        'The rules behind most editorial corrections, with examples and fixes.',
        'PDF guide',
      ),
      pdf(
        'editorial-standards',
        'Editorial Standards',
        'Accuracy, sourcing, disclosure and how we handle corrections.',
        'PDF guide',
      ),
      pdf(
        'proofreading-checklist',
        'Proofreading Checklist',
        'A pass-by-pass checklist to run before you submit.',
        'PDF checklist',
      ),
    ],
  },
  {
    title: 'Templates & Worksheets',
    items: [
      pdf(
        'article-planning-template',
        'Article Planning Template',
        'Reader, angle, outline and sources, planned before the draft.',
        'PDF template',
      ),
      pdf(
        'content-calendar',
        'Content Calendar',
        'A month of assignments, pitches and deadlines on one page.',
        'PDF worksheet',
      ),
      pdf(
        'research-worksheet',
        'Research Worksheet',
        'Questions, sources and fact-checks in one traceable place.',
        'PDF worksheet',
      ),
      pdf(
        'editorial-brief-template',
        'Editorial Brief Template',
        'Agree scope, audience and deadlines in writing before work starts.',
        'PDF template',
      ),
    ],
  },
  {
    title: 'Video Tutorials',
    items: [
      {
        title: 'Writing Headlines That Earn the Click',
        description: 'Formulas, testing and what to avoid.',
        kind: 'video',
        meta: '18 min',
      },
      {
        title: 'Self-Editing in Three Passes',
        description: 'Structure, sentences, then proofreading.',
        kind: 'video',
        meta: '24 min',
      },
      {
        title: 'Interviewing Sources Remotely',
        description: 'Preparing questions, recording and quoting.',
        kind: 'video',
        meta: '21 min',
      },
    ],
  },
  {
    title: 'Podcast Series',
    items: [
      {
        title: 'The Brief: Pricing Your Work',
        description: 'Per-word, per-project and retainer rates.',
        kind: 'audio',
        meta: '32 min',
      },
      {
        title: 'The Brief: Working With Editors',
        description: 'Feedback, revisions and building trust.',
        kind: 'audio',
        meta: '28 min',
      },
      {
        title: 'The Brief: Finding Your Niche',
        description: 'Choosing topics that pay and that you enjoy.',
        kind: 'audio',
        meta: '35 min',
      },
    ],
  },
];

export const EXTERNAL_RESOURCES: readonly { title: string; url: string; description: string }[] = [
  {
    title: 'Purdue Online Writing Lab',
    url: 'https://owl.purdue.edu/',
    description: 'Grammar, citation and style references.',
  },
  {
    title: 'Merriam-Webster Dictionary',
    url: 'https://www.merriam-webster.com/',
    description: 'Spelling, usage and definitions.',
  },
  {
    title: 'The Chicago Manual of Style Online',
    url: 'https://www.chicagomanualofstyle.org/',
    description: 'The book publishing style reference.',
  },
  { title: 'AP Stylebook', url: 'https://www.apstylebook.com/', description: 'The newsroom style reference.' },
  {
    title: 'Plain Language Guidelines',
    url: 'https://www.plainlanguage.gov/guidelines/',
    description: 'Writing clearly for any reader.',
  },
];

export const DOWNLOAD_MESSAGES = {
  unauthorized: 'Please log in to download resources.',
  failed: 'Failed to download resource. Please try again.',
  comingSoon: 'This feature will be available soon!',
} as const;
