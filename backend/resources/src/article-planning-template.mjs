export default {
  title: 'Article Planning Template',
  subtitle:
    'Fill this in before you write a word of the draft. Twenty minutes of planning saves hours of restructuring later.',
  sections: [
    {
      heading: 'The assignment',
      paragraphs: [
        'Working title: ____________________________________________________________',
        'Client / publication: __________________________   Assignment type: ______________',
        'Deadline: ______________   Target word count: __________   Rate: ______________',
        'Editor and contact: __________________________________________________________',
      ],
    },
    {
      heading: 'Reader and angle',
      paragraphs: [
        'Who is the reader, and what do they already know? ______________________________',
        '____________________________________________________________________________',
        'What question will this piece answer for them? ________________________________',
        'My angle in one sentence (what is new, surprising or useful here?): ______________',
        '____________________________________________________________________________',
        'What should the reader think, feel or do when they finish? ______________________',
      ],
    },
    {
      heading: 'Key points and evidence',
      paragraphs: [
        'List the three to five points the piece must make, in order, with the evidence that supports each and a rough word budget. The budgets should add up to the target word count.',
      ],
      table: {
        columns: ['#', 'Point', 'Evidence / source', 'Words'],
        widths: [4, 44, 42, 10],
        rows: [
          ['1', '', '', ''],
          ['2', '', '', ''],
          ['3', '', '', ''],
          ['4', '', '', ''],
          ['5', '', '', ''],
        ],
      },
    },
    {
      heading: 'Outline',
      paragraphs: [
        'Opening (hook, scene, fact or question): _____________________________________',
        'Nut graf (why this matters now): ____________________________________________',
        'Body sections / subheads: __________________________________________________',
        '____________________________________________________________________________',
        'Ending (conclusion, next step or final image): ________________________________',
      ],
    },
    {
      heading: 'Sources to contact',
      table: {
        columns: ['Name / organization', 'Why them', 'Contact', 'Status'],
        widths: [30, 32, 24, 14],
        rows: [
          ['', '', '', ''],
          ['', '', '', ''],
          ['', '', '', ''],
        ],
      },
    },
    {
      heading: 'Headline options',
      paragraphs: [
        '1. ________________________________________________________________________',
        '2. ________________________________________________________________________',
        '3. ________________________________________________________________________',
      ],
    },
    {
      heading: 'Before you start drafting',
      checklist: true,
      bullets: [
        'I have reread the brief and my angle matches what the editor asked for.',
        'I know which style guide applies (client guide, then Penwright house style).',
        'Interviews are booked with enough time to write after them.',
        'I have blocked writing time in my calendar before the deadline, with a day spare for revision.',
      ],
    },
  ],
};
