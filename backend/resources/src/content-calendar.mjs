export default {
  title: 'Monthly Content Calendar',
  subtitle:
    'Plan a month of assignments, pitches and deadlines on one page, so that nothing is due on the same day by accident.',
  sections: [
    {
      heading: 'This month',
      paragraphs: [
        'List every committed piece in the schedule with its real deadline, then set your own draft date two to three working days earlier. Update the stage column as the piece moves, and review the month at the end.',
        'Month / year: ____________________   Income goal: $____________   Pieces planned: ______',
        'Days unavailable (holidays, travel, other work): _______________________________________',
      ],
    },
    {
      heading: 'Schedule',
      table: {
        columns: ['Week', 'Working title', 'Client / outlet', 'Stage', 'My draft date', 'Deadline', 'Fee'],
        widths: [7, 25, 17, 12, 13, 12, 9],
        rows: [
          ['1', '', '', '', '', '', ''],
          ['1', '', '', '', '', '', ''],
          ['2', '', '', '', '', '', ''],
          ['2', '', '', '', '', '', ''],
          ['3', '', '', '', '', '', ''],
          ['3', '', '', '', '', '', ''],
          ['4', '', '', '', '', '', ''],
          ['4', '', '', '', '', '', ''],
          ['5', '', '', '', '', '', ''],
        ],
      },
    },
    {
      heading: 'Stage key',
      bullets: [
        'Idea: not yet pitched or accepted. Pitched: waiting on an editor. Accepted: committed, with a deadline.',
        'Research: gathering sources and interviews. Drafting: writing. Submitted: with the editor for review.',
        'Revising: review notes received. Complete: accepted by the editor. Invoiced / paid: payout requested or received.',
      ],
    },
    {
      heading: 'Pitch tracker',
      table: {
        columns: ['Pitch / idea', 'Editor / outlet', 'Sent', 'Follow up on', 'Response'],
        widths: [32, 22, 12, 14, 20],
        rows: [
          ['', '', '', '', ''],
          ['', '', '', '', ''],
          ['', '', '', '', ''],
          ['', '', '', '', ''],
        ],
      },
    },
    {
      heading: 'End-of-month review',
      paragraphs: [
        'Pieces completed: ______   Earned this month: $__________   Outstanding payments: $__________',
        'What went well: ____________________________________________________________________',
        'What slipped, and why: _____________________________________________________________',
        'One change for next month: __________________________________________________________',
      ],
    },
  ],
};
