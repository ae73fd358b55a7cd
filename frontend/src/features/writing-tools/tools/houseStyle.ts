/**
 * The house style at a glance: the rules editors correct most often, from the Complete Style Guide
 * (complete-style-guide.pdf, which has the rest and the reasons).
 */
export const HOUSE_STYLE: { topic: string; rule: string }[] = [
  {
    topic: 'Voice',
    rule: 'Active voice, plain words, concrete examples. Address the reader as "you" in guides and how-tos; cut throat-clearing openers.',
  },
  {
    topic: 'Spelling',
    rule: 'American spelling, Merriam-Webster’s first spelling; email, online, website; toward, among. A client’s own guide wins where it speaks.',
  },
  {
    topic: 'Numbers',
    rule: 'Spell out zero through nine, numerals from 10; always numerals for ages, percentages, money and measurements (4 percent, $3 million).',
  },
  {
    topic: 'Dates and times',
    rule: 'March 4, 2026 (no "4th"); March 2026 (no comma); 9 a.m., 4:30 p.m., noon; name the date instead of "recently".',
  },
  {
    topic: 'Punctuation',
    rule: 'Serial comma always; closed em dashes—like this—at most twice a paragraph; periods and commas inside quotation marks; one space after a period.',
  },
  {
    topic: 'Headlines',
    rule: 'Title case, under 70 characters, a concrete noun and a verb; subheads, captions and buttons in sentence case.',
  },
  {
    topic: 'Web format',
    rule: 'Paragraphs of one to four sentences; a subhead every 250 to 350 words past 800; alt text under 125 characters for every meaningful image.',
  },
];
