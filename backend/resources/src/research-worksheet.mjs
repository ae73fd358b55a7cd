export default {
  title: 'Research Worksheet',
  subtitle:
    'Keep your research question, sources and fact-checks in one place, so that every claim in the draft can be traced back.',
  sections: [
    {
      heading: 'Focus',
      paragraphs: [
        'Topic / assignment: _________________________________________________________',
        'My research question (one sentence): _________________________________________',
        '____________________________________________________________________________',
        'What I already know, and how I know it: ______________________________________',
        'Search terms, keywords and synonyms: ________________________________________',
      ],
    },
    {
      heading: 'Source log',
      paragraphs: [
        'Type: P = primary (study, filing, dataset, interview), S = secondary (news, book, review). Prefer primary sources for every figure you use.',
      ],
      table: {
        columns: ['Source (title, author, link)', 'Type', 'Date', 'Key fact or finding', 'Reliable?'],
        widths: [32, 7, 11, 38, 12],
        rows: [
          ['', '', '', '', ''],
          ['', '', '', '', ''],
          ['', '', '', '', ''],
          ['', '', '', '', ''],
          ['', '', '', '', ''],
        ],
      },
    },
    {
      heading: 'Is this source reliable?',
      checklist: true,
      bullets: [
        'I can tell who wrote or published it, and what expertise they have.',
        'I know who paid for it, and whether they benefit from the conclusion.',
        'It is recent enough for this topic, or its age does not matter here.',
        'Its claims are supported by data, documents or named sources I can check.',
        'At least one independent source agrees on the key point.',
      ],
    },
    {
      heading: 'Interviews',
      table: {
        columns: ['Name and role', 'Contact', 'Date', 'On the record?', 'Quotes to check'],
        widths: [24, 20, 11, 15, 30],
        rows: [
          ['', '', '', '', ''],
          ['', '', '', '', ''],
          ['', '', '', '', ''],
        ],
      },
    },
    {
      heading: 'Fact-check log',
      paragraphs: ['Enter every checkable claim in the draft: names, numbers, dates, quotations and superlatives.'],
      table: {
        columns: ['Claim in draft', 'Verified against', 'Status'],
        widths: [45, 40, 15],
        rows: [
          ['', '', ''],
          ['', '', ''],
          ['', '', ''],
          ['', '', ''],
        ],
      },
    },
    {
      heading: 'Open questions',
      paragraphs: [
        'Still unverified, or needing a better source: ________________________________',
        '____________________________________________________________________________',
      ],
    },
  ],
};
