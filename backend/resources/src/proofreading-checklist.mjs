export default {
  title: 'Proofreading Checklist',
  subtitle: 'Work through one pass at a time. Tick each box only when you have checked the whole piece for that item.',
  sections: [
    {
      heading: 'Piece details',
      table: {
        columns: ['Field', 'Details'],
        rows: [
          ['Working title', ''],
          ['Client / assignment', ''],
          ['Target word count', ''],
          ['Actual word count', ''],
          ['Deadline', ''],
        ],
      },
    },
    {
      heading: 'Pass 1: Brief and structure',
      checklist: true,
      bullets: [
        'The piece answers the brief: angle, audience, format and required sections are all present.',
        'Word count is within 10 percent of the target.',
        'The opening paragraph states what the piece is about and why the reader should care.',
        'Each section does one job, and the order is logical; no point is made twice.',
        'Headline and subheads are accurate, follow house capitalization, and are parallel in form.',
        'The ending lands: a conclusion, a next step or a final image, not a summary of what was just said.',
      ],
    },
    {
      heading: 'Pass 2: Facts, names and numbers',
      checklist: true,
      bullets: [
        'Every name, title and organization is spelled correctly and matches the source.',
        'Every figure, date and statistic is checked against its original source, and the math adds up.',
        'Quotations are word-for-word and attributed to the right person.',
        'Every link opens, goes to the intended page, and points to the primary source.',
        'Claims I could not verify are listed in my submission notes.',
      ],
    },
    {
      heading: 'Pass 3: Grammar and mechanics',
      checklist: true,
      bullets: [
        'Subjects and verbs agree; each pronoun points clearly to one noun.',
        'Tense is consistent (watch for said/says shifts in interview material).',
        'No dangling or misplaced modifiers; "only" sits next to the word it limits.',
        'No comma splices, run-ons or accidental fragments.',
        "Checked its/it's, your/you're, their/there/they're, affect/effect, that/which.",
        'Apostrophes are used for possessives and contractions only, never for plurals.',
      ],
    },
    {
      heading: 'Pass 4: House style and consistency',
      checklist: true,
      bullets: [
        'Serial comma throughout; closed em dashes; one space after periods.',
        'Numbers follow house style: zero to nine spelled out, numerals from 10, numerals for percentages and money.',
        'Dates, times and time zones follow house style (March 4, 2026; 2 p.m. ET).',
        'Spelling and hyphenation are consistent (use search: email, website, long-term, etc.).',
        'Acronyms are spelled out on first use if used again.',
        'Lists are parallel and consistently punctuated.',
      ],
    },
    {
      heading: 'Pass 5: Final read',
      checklist: true,
      bullets: [
        'Read the whole piece aloud, or with text-to-speech, at reading speed.',
        'Read the headline, first sentence and last sentence once more on their own.',
        'Ran the spelling checker and reviewed each suggestion rather than accepting all.',
        'Removed comments, tracked changes, highlights and notes to self.',
        'Submission notes list open questions, sources and any permitted tool use.',
      ],
    },
    {
      heading: 'Sign-off',
      paragraphs: [
        'Proofread by: ______________________________   Date: ____________',
        'Notes for editor: ___________________________________________________________________',
        '____________________________________________________________________________________',
      ],
    },
  ],
};
