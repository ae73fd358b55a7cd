import type { SeedBrief } from '../../application/ports/assignment-seed';

/** Work from plausible partner companies, over all six types, with per-word and flat pay. */
export const SEED_BRIEFS: readonly SeedBrief[] = [
  {
    title: 'Harbor & Pine Outfitters: a beginner’s guide to layering for winter hikes',
    description:
      'Harbor & Pine sells outdoor clothing in New England. Write a practical guide for first-time winter hikers: ' +
      'base, mid and shell layers, what each does, common mistakes (cotton, overdressing at the trailhead) and a ' +
      'sample kit for a 10 °F day. Friendly, expert tone; no product pitches beyond one closing line.',
    type: 'article',
    wordCount: 1500,
    payRateCents: 8,
    isPerWord: true,
    days: 10,
    requirements: 'Include a packing checklist. Cite at least two sources (NOAA, REI Co-op Expert Advice or similar).',
  },
  {
    title: 'Ledgerly: five bookkeeping habits for new freelancers',
    description:
      'Ledgerly makes invoicing software for independent professionals. Write a blog post on five habits that keep ' +
      'a freelancer’s books clean: a separate account, weekly reconciliation, setting aside tax, tracking ' +
      'receivables and keeping receipts. Each habit with a short real-world example.',
    type: 'blog_post',
    wordCount: 900,
    payRateCents: 6,
    isPerWord: true,
    days: 7,
    requirements: 'US audience. No tax advice beyond general guidance; add a one-line disclaimer.',
  },
  {
    title: 'Brightwell Dental: homepage and three service pages',
    description:
      'A family dental practice in Columbus, Ohio is relaunching its website. Write the homepage hero and intro, ' +
      'and pages for cleanings, whitening and emergency care. Warm and reassuring for anxious patients; every page ' +
      'ends with a clear call to book.',
    type: 'copywriting',
    wordCount: 1200,
    payRateCents: 42500,
    isPerWord: false,
    days: 14,
    requirements: 'Headlines under 60 characters. Mention same-day emergency appointments and Saturday hours.',
  },
  {
    title: 'Northwind Data: getting started with the Northwind REST API',
    description:
      'Northwind Data offers a logistics-tracking API. Write a getting-started tutorial: creating an API key, ' +
      'authenticating, tracking a shipment, paginating results and handling rate-limit errors, with curl and ' +
      'JavaScript examples. The reader is a developer who has never used the API.',
    type: 'technical',
    wordCount: 2000,
    payRateCents: 12,
    isPerWord: true,
    days: 21,
    requirements: 'Every code sample must run as written against the sandbox (base URL provided on acceptance).',
  },
  {
    title: 'Tidewater Press anthology: a short story on the theme “crossings”',
    description:
      'Tidewater Press is collecting original literary fiction for its spring anthology. Any genre, any setting, ' +
      'as long as a crossing (a border, a river, a threshold in a life) is at its heart. Strong voice and a ' +
      'satisfying ending matter more than plot twists.',
    type: 'creative',
    wordCount: 3500,
    payRateCents: 30000,
    isPerWord: false,
    days: 30,
    requirements: 'Unpublished work only. First North American serial rights. No AI-generated text.',
  },
  {
    title: 'GreenGrid Energy: market brief on residential heat pumps in the Northeast',
    description:
      'GreenGrid advises utilities on electrification. Research and summarize the residential heat-pump market in ' +
      'New England and New York: adoption rates, state incentives, installer capacity and barriers. A briefing ' +
      'for executives who read the first page and skim the rest.',
    type: 'research',
    wordCount: 2500,
    payRateCents: 60000,
    isPerWord: false,
    days: 18,
    requirements: 'One-page executive summary first. Every figure sourced (EIA, state programs, trade bodies).',
  },
  {
    title: 'Maple Street Bakery: six seasonal blog posts',
    description:
      'A neighborhood bakery wants a blog post for each of six seasonal bakes (apple cider donuts, stollen, hot ' +
      'cross buns, strawberry shortcake, peach galette, pumpkin bread): the story behind the bake and a home ' +
      'baker’s tip. 300 words each.',
    type: 'blog_post',
    wordCount: 1800,
    payRateCents: 5,
    isPerWord: true,
    days: 12,
    requirements: 'Six separate posts in one submission, each with a title and a suggested photo caption.',
  },
  {
    title: 'Summit Legal Staffing: email nurture sequence for law-firm clients',
    description:
      'Write a five-email sequence for managing partners who downloaded a salary guide: value first (hiring ' +
      'trends, retention tips), then the case for contract attorneys, ending with a consultation offer. Each email ' +
      'with two subject-line options.',
    type: 'copywriting',
    wordCount: 1000,
    payRateCents: 35000,
    isPerWord: false,
    days: 9,
    requirements: 'Professional, concise; no exclamation marks. Each email under 220 words.',
  },
  {
    title: 'CivicWorks: explainer on how a city budget is made',
    description:
      'CivicWorks publishes plain-language civic guides. Explain a typical US city budget cycle: departmental ' +
      'requests, the mayor’s proposal, council hearings, public comment and adoption, and how residents can take ' +
      'part at each step. Readers have no background in public finance.',
    type: 'article',
    wordCount: 1400,
    payRateCents: 9,
    isPerWord: true,
    days: 16,
    requirements: 'Grade-8 reading level. Include a timeline graphic description for the designer.',
  },
  {
    title: 'Stackwise: migrating a Node.js service from CommonJS to ES modules',
    description:
      'Stackwise runs a developer-education site. Write a hands-on guide to moving a mid-sized Node.js service to ' +
      'ES modules: package.json "type", file extensions, __dirname, JSON imports, Jest and TypeScript settings, ' +
      'and a staged migration plan for a team.',
    type: 'technical',
    wordCount: 2200,
    payRateCents: 15,
    isPerWord: true,
    days: 20,
    requirements: 'Target Node.js 22 LTS. Include a before/after of a real module and the pitfalls you hit.',
  },
  {
    title: 'Wanderfold Travel: a 48-hour guide to Lisbon on foot',
    description:
      'A travel magazine for independent travelers wants a two-day walking itinerary for Lisbon: neighborhoods, ' +
      'viewpoints, where locals eat, what to skip, and practical notes on hills, trams and shoes. Vivid but ' +
      'useful; the reader should be able to follow it step by step.',
    type: 'article',
    wordCount: 1600,
    payRateCents: 10,
    isPerWord: true,
    days: 25,
    requirements: 'First-hand or well-researched detail only; verify opening hours and prices as of this year.',
  },
  {
    title: 'Evergreen Pediatrics: patient handout on fever in young children',
    description:
      'Write a parent-facing handout on fever in children under five: how to measure it, when it is normal, when ' +
      'to call the office and when to go to the ER, and dosing cautions. Reviewed by the practice’s physicians ' +
      'before publication.',
    type: 'research',
    wordCount: 800,
    payRateCents: 20000,
    isPerWord: false,
    days: 8,
    requirements: 'Follow current AAP guidance and cite it. Plain language; no brand names of medicines.',
  },
  {
    title: 'Loom & Larch: product descriptions for a home-textiles collection',
    description:
      'An online home-goods shop is launching twelve linen and wool products (throws, napkins, bedding). Write ' +
      'a description for each: materials, feel, care, dimensions and the small story of how it is made.',
    type: 'copywriting',
    wordCount: 1200,
    payRateCents: 7,
    isPerWord: true,
    days: 11,
    requirements: 'Each description 80–120 words, with a 10-word summary line for listings.',
  },
  {
    title: 'Beacon Audio Drama: a ten-minute radio play script',
    description:
      'Beacon produces short audio dramas for podcast feeds. Write a ten-minute script for two or three voices ' +
      'set in a single location, told only through dialogue and sound. Suspense, comedy or drama all welcome.',
    type: 'creative',
    wordCount: 1800,
    payRateCents: 25000,
    isPerWord: false,
    days: 28,
    requirements: 'Standard audio-script format with sound cues. Original work; the producer buys first audio rights.',
  },
  {
    title: 'Fieldnote Analytics: case study of a regional grocery chain’s loyalty program',
    description:
      'Turn interview notes (supplied on acceptance) into a customer case study: the chain’s problem, how it used ' +
      'Fieldnote to segment shoppers, the campaign it ran and the results in numbers, with two quotes from the ' +
      'marketing director.',
    type: 'research',
    wordCount: 1100,
    payRateCents: 11,
    isPerWord: true,
    days: 13,
    requirements: 'Problem, solution, results structure. All figures must match the supplied notes.',
  },
  {
    title: 'Quiet Hours: a blog post on building a sustainable writing routine',
    description:
      'A productivity app for creative professionals wants a reflective, practical post on writing every day ' +
      'without burning out: small daily targets, protecting focus, tracking progress and what to do after a ' +
      'missed day.',
    type: 'blog_post',
    wordCount: 1000,
    payRateCents: 15000,
    isPerWord: false,
    days: 6,
    requirements: 'Draw on your own routine. Mention the app once, naturally, near the end.',
  },
  {
    title: 'OpenBench Robotics: documentation for a line-following robot kit',
    description:
      'Write the assembly and first-program guide for an educational robot kit aimed at high-school classrooms: ' +
      'parts list, assembly steps, calibrating the sensors, and a first line-following program in MicroPython.',
    type: 'technical',
    wordCount: 2400,
    payRateCents: 55000,
    isPerWord: false,
    days: 24,
    requirements: 'Numbered steps, one action each. Note where a teacher should check the students’ work.',
  },
];
