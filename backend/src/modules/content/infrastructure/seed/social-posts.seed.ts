/**
 * Posts of the collective's own account, seeded into the database for the social feed's
 * default adapter (D6). Each text stays under 280 characters.
 */

export interface SocialPostSeed {
  text: string;
  /** ISO 8601 UTC date-time. */
  postedAt: string;
}

export const SOCIAL_POSTS: readonly SocialPostSeed[] = [
  {
    text: 'New assignments are open: explainers for a payroll software company, two personal finance guides and a 2,000-word buying guide to cordless drills. Per-word and flat-rate briefs are both in the mix. Approved members can accept them from the dashboard.',
    postedAt: '2026-11-02T15:00:00.000Z',
  },
  {
    text: 'Tip: before you draft, paste the requirements from the brief into your document as a checklist and tick each one off before you submit. It is the simplest way to avoid a revision round.',
    postedAt: '2026-11-03T14:30:00.000Z',
  },
  {
    text: 'Freelancing in the US? The next quarterly estimated tax payment is due January 15. Our Payments Lead on invoices, set-asides and the records that make April calm is on the blog: "Invoices and Taxes: A Practical Guide for Freelance Writers".',
    postedAt: '2026-11-05T16:00:00.000Z',
  },
  {
    text: 'A milestone worth celebrating: Renata, who joined us last spring to write about home energy, has just filed her 100th assignment with the collective, without missing a single deadline. Thank you, Renata.',
    postedAt: '2026-11-09T17:15:00.000Z',
  },
  {
    text: 'Editor office hours this Thursday, Nov 19, 1-2pm ET: our commissioning editors answer your questions about pitching and writing to a brief. Bring a draft pitch if you want feedback. Members get the call link by email on Wednesday.',
    postedAt: '2026-11-10T15:00:00.000Z',
  },
  {
    text: 'New on the blog: our policy on AI writing tools. What you can use freely, what to disclose in your submission note, and what is not allowed on collective assignments. It applies from December 1.',
    postedAt: '2026-11-12T16:00:00.000Z',
  },
  {
    text: 'Fresh batch of assignments just posted: holiday gift guides, year-end newsletter issues and three landing pages for a scheduling app. Check the deadlines before you accept; several are due the first week of December.',
    postedAt: '2026-11-16T14:00:00.000Z',
  },
  {
    text: 'Running late on a piece? Tell your editor the moment you know, with a new delivery time and options. Two days of notice is a scheduling tweak. An hour after the deadline is a scramble.',
    postedAt: '2026-11-18T15:30:00.000Z',
  },
  {
    text: 'Our free Grammar Essentials course has passed 4,800 students. Six lessons, from parts of speech to a final project on grammar in context, at your own pace. A good warm-up before the writing assessment.',
    postedAt: '2026-11-19T18:00:00.000Z',
  },
  {
    text: 'Payments office hours next Tuesday, Nov 24, 12-1pm ET. Questions about payouts, Request Payout or keeping records for tax season? Our Payments Lead will take them live. Members get the link by email.',
    postedAt: '2026-11-20T16:45:00.000Z',
  },
];
