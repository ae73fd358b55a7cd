/**
 * Posts of the collective's own account, seeded into the database for the social feed's
 * default adapter (D6). Each text stays under 280 characters.
 */

export interface SocialPostSeed {
  /** Says nothing that goes stale: no calendar day, weekday or "next week", since the post's date moves (below). */
  text: string;
  /** Hours before the seed run (the first start) the post was made: the feed reads as current whenever it starts. */
  hoursAgo: number;
}

export const SOCIAL_POSTS: readonly SocialPostSeed[] = [
  {
    text: 'New assignments are open: explainers for a payroll software company, two personal finance guides and a 2,000-word buying guide to cordless drills. Per-word and flat-rate briefs are both in the mix. Approved members can accept them from the dashboard.',
    hoursAgo: 441,
  },
  {
    text: 'Tip: before you draft, paste the requirements from the brief into your document as a checklist and tick each one off before you submit. It is the simplest way to avoid a revision round.',
    hoursAgo: 418,
  },
  {
    text: 'Freelancing in the US? Estimated tax is due four times a year, and each payment is easier with money already set aside. Our Payments Lead on invoices, set-asides and records is on the blog: "Invoices and Taxes: A Practical Guide for Freelance Writers".',
    hoursAgo: 368,
  },
  {
    text: 'A milestone worth celebrating: Renata, who joined us to write about home energy, has just filed her 100th assignment with the collective, without missing a single deadline. Thank you, Renata.',
    hoursAgo: 271,
  },
  {
    text: 'Editor office hours are coming up: for an hour, our commissioning editors answer your questions about pitching and writing to a brief. Bring a draft pitch if you want feedback. Members get the date and the call link by email.',
    hoursAgo: 249,
  },
  {
    text: 'New on the blog: our policy on AI writing tools. What you can use freely, what to disclose in your submission note, and what is not allowed on collective assignments. It applies to every assignment from today.',
    hoursAgo: 214,
  },
  {
    text: 'Fresh batch of assignments just posted: gift guides, newsletter issues and three landing pages for a scheduling app. Check the deadlines before you accept; several are due within ten days.',
    hoursAgo: 106,
  },
  {
    text: 'Running late on a piece? Tell your editor the moment you know, with a new delivery time and options. Two days of notice is a scheduling tweak. An hour after the deadline is a scramble.',
    hoursAgo: 57,
  },
  {
    text: 'Our free Grammar Essentials course has passed 4,800 students. Six lessons, from parts of speech to a final project on grammar in context, at your own pace. A good warm-up before the writing assessment.',
    hoursAgo: 30,
  },
  {
    text: 'Payments office hours are coming up. Questions about payouts, Request Payout or keeping records for tax season? Our Payments Lead will take them live for an hour. Members get the date and the link by email.',
    hoursAgo: 7,
  },
];
