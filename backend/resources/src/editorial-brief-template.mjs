export default {
  title: 'Editorial Brief Template',
  subtitle:
    'Agree the brief in writing before work starts. Editors can send it to writers; writers can send it back to confirm what they heard.',
  sections: [
    {
      heading: 'Project',
      paragraphs: [
        'Title / working headline: _____________________________________________________',
        'Client / publication: __________________________   Section or channel: ____________',
        'Editor: ______________________  Email: ___________________________________________',
        'Writer: ______________________  Email: ___________________________________________',
        'Content type:  article / blog post / copywriting / technical / creative / research (circle one)',
      ],
    },
    {
      heading: 'Purpose and audience',
      paragraphs: [
        'Why are we publishing this, and why now? ____________________________________',
        '____________________________________________________________________________',
        'Primary reader (who they are, what they know, what they need): ________________',
        '____________________________________________________________________________',
        'Key message: the one thing the reader should take away: _______________________',
      ],
    },
    {
      heading: 'Scope',
      table: {
        columns: ['In scope (must cover)', 'Out of scope (leave out)'],
        rows: [
          ['', ''],
          ['', ''],
          ['', ''],
        ],
      },
    },
    {
      heading: 'Format and style',
      paragraphs: [
        'Word count: __________ (accepted range: ______ to ______)   Style guide: _______________',
        'Structure (sections, subheads, lists, sidebar): _______________________________',
        'Tone, with an example of published work to match: ____________________________',
        'Search keywords or phrases, if any: _________________________________________',
        'Required sources, interviews, data or quotes: _________________________________',
        'Images, links or calls to action to include: __________________________________',
      ],
    },
    {
      heading: 'Schedule',
      table: {
        columns: ['Milestone', 'Date', 'Owner'],
        widths: [50, 25, 25],
        rows: [
          ['Outline or angle agreed', '', ''],
          ['First draft submitted', '', ''],
          ['Editor feedback returned', '', ''],
          ['Revised draft submitted', '', ''],
          ['Publication', '', ''],
        ],
      },
    },
    {
      heading: 'Fee and terms',
      paragraphs: [
        'Rate: $__________ per word / flat fee (circle one)   Total: $__________',
        'Revision rounds included: ______   Kill fee if cancelled after drafting: ______ %',
        'Rights granted: ___________________________________   Byline: yes / no',
        'Payment terms (invoice to, due within): __________________________________________',
      ],
    },
    {
      heading: 'Agreement',
      paragraphs: [
        'Editor signature: ________________________________   Date: ______________',
        'Writer signature: ________________________________   Date: ______________',
      ],
    },
  ],
};
