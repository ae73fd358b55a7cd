/**
 * The grammar check's evaluation set (issue 16, "Quality, measured"; figures in docs/tools.md): short passages
 * written for it in the collective's own subject, freelance writing. Each labelled error names its kind and the
 * exact text that is wrong (it occurs once in its passage); a finding counts when its position overlaps that text.
 * The clean passages hold nothing a copy editor would mark wrong or query.
 */
export type ErrorKind =
  'spelling' | 'agreement' | 'a/an' | 'repeated word' | 'wrong word' | 'punctuation' | 'passive voice';

export interface LabelledError {
  kind: ErrorKind;
  /** The erroneous text, exactly as it appears (once) in the passage. */
  span: string;
}

export interface EvaluationPassage {
  text: string;
  /** Empty for a clean passage. */
  errors: LabelledError[];
}

export const passage = (text: string, ...errors: [ErrorKind, string][]): EvaluationPassage => ({
  text,
  errors: errors.map(([kind, span]) => ({ kind, span })),
});

export const PASSAGES_WITH_ERRORS: readonly EvaluationPassage[] = [
  // Spelling
  passage('I recieved the editor’s notes on Tuesday and started the rewrite that evening.', ['spelling', 'recieved']),
  passage('Send the invoice seperately so the client’s accounts team can file it.', ['spelling', 'seperately']),
  passage('My pitch was short, but the editor said the angle was definately fresh.', ['spelling', 'definately']),
  passage('The interview transcript had three embarassing typos in the first paragraph.', ['spelling', 'embarassing']),
  passage('Freelancers who work accross time zones should state their hours in every proposal.', [
    'spelling',
    'accross',
  ]),
  passage('The client asked for a bibliograpy at the end of the white paper.', ['spelling', 'bibliograpy']),
  passage('I beleive a clear brief saves both sides a week of email.', ['spelling', 'beleive']),
  passage('Track every expence, from software subscriptions to the train fare to an interview.', [
    'spelling',
    'expence',
  ]),
  // Subject and verb agreement
  passage('The editors reads every pitch before lunch on Fridays.', ['agreement', 'reads']),
  passage('The list of sources are attached to the end of the draft.', ['agreement', 'are']),
  passage('She write two features a month for a travel magazine.', ['agreement', 'write']),
  passage('My clients pays within thirty days, which keeps the rent covered.', ['agreement', 'pays']),
  passage('Each of the chapters need a short summary for the back cover.', ['agreement', 'need']),
  passage('The deadlines is tight, but the fee makes up for it.', ['agreement', 'is']),
  passage('He have a standing column in the local paper and a newsletter on the side.', ['agreement', 'have']),
  passage('Our writers was paid on time every month last year.', ['agreement', 'was']),
  // A or an
  passage('She sent a email to the features desk with three headline options.', ['a/an', 'a email']),
  passage('The magazine wants an short bio with every submission.', ['a/an', 'an short']),
  passage('It took me an hour to write a outline for the long read.', ['a/an', 'a outline']),
  passage('I filed a invoice the same day the article went live.', ['a/an', 'a invoice']),
  passage('An freelancer needs a separate bank account for tax.', ['a/an', 'An freelancer']),
  passage('Give the reader a example before you give them the rule.', ['a/an', 'a example']),
  passage('We hired an copywriter for the launch page.', ['a/an', 'an copywriter']),
  // Repeated words
  passage('The the opening line should make the reader curious.', ['repeated word', 'The the']),
  passage('Read your draft aloud to to catch clumsy sentences.', ['repeated word', 'to to']),
  passage('A strong pitch names the outlet and and the section you are aiming for.', ['repeated word', 'and and']),
  passage('Ask the client for for a kill fee in writing.', ['repeated word', 'for for']),
  passage('Every interview needs needs a recording and a consent note.', ['repeated word', 'needs needs']),
  passage('We edited the piece twice before it was was ready.', ['repeated word', 'was was']),
  // Wrong word (confusables)
  passage('Your going to need a signed contract before you start.', ['wrong word', 'Your']),
  passage('Don’t loose the thread of your argument in the middle section.', ['wrong word', 'loose']),
  passage('The agency changed it’s rates without telling anyone.', ['wrong word', 'it’s']),
  passage('This draft is shorter then the last one, and better for it.', ['wrong word', 'then']),
  passage('Their are three ways to raise your rates without losing clients.', ['wrong word', 'Their']),
  passage('The new style guide will effect how we write headlines.', ['wrong word', 'effect']),
  passage('I could of finished the feature sooner with a clearer brief.', ['wrong word', 'of']),
  passage('The editor was to busy to reply to every pitch.', ['wrong word', 'to busy']),
  passage('Make sure you’re invoice lists the purchase order number.', ['wrong word', 'you’re']),
  // Punctuation
  passage('Dont send the same pitch to two editors at the same outlet.', ['punctuation', 'Dont']),
  passage('The brief was clear , the fee was fair and the deadline was generous.', ['punctuation', ' ,']),
  passage('Thank you for the feedback.. I will send the revision tomorrow.', ['punctuation', '..']),
  passage('The client liked the draft,, and asked for two more.', ['punctuation', ',,']),
  passage('Send the final version by Friday.  Then invoice the same day.', ['punctuation', '  ']),
  passage('Whats the word count for the feature?', ['punctuation', 'Whats']),
  // Passive voice
  passage('The article was rejected by the editor after a week.', ['passive voice', 'was rejected']),
  passage('Mistakes were made in the invoice, and the client noticed.', ['passive voice', 'were made']),
  passage('The final draft is reviewed by two editors before it goes live.', ['passive voice', 'is reviewed']),
  passage('Your pitch has been forwarded to the features team.', ['passive voice', 'been forwarded']),
  passage('The interview was recorded with the permission of the subject.', ['passive voice', 'was recorded']),
  passage('Three chapters were cut from the manuscript during the edit.', ['passive voice', 'were cut']),
  // Two errors in one passage
  passage(
    'The editors was happy with the pitch, but they wanted a example from your own work.',
    ['agreement', 'was'],
    ['a/an', 'a example'],
  ),
  passage(
    'Its worth asking for a deposit, becuase some clients never pay.',
    ['wrong word', 'Its'],
    ['spelling', 'becuase'],
  ),
  passage(
    'Payment will be sent within thirty days, and the the invoice should name the project.',
    ['passive voice', 'be sent'],
    ['repeated word', 'the the'],
  ),
];

export const CLEAN_PASSAGES: readonly EvaluationPassage[] = [
  'Editors read pitches quickly, so put the angle in the first sentence and the reason it matters now in the second.',
  'I keep a spreadsheet of every invoice I send, with the date it went out and the date the money arrived.',
  'Before an interview, I write five questions and then try to ask only two of them.',
  'A kill fee protects your time when an editor changes their mind about a piece they asked for.',
  'Read the last three issues of a magazine before you pitch it, and name the section you want to write for.',
  'Set your rate by the project, not the hour, when the client cannot say how long the work will take.',
  'Our members swap drafts on Thursdays and return their notes within two days.',
  'A strong headline promises one thing, and the article delivers it in the first paragraph.',
  'If a client is late with payment, send a polite reminder after a week and a firm one after two.',
  'Keep your portfolio short: six of your best clips say more than thirty average ones.',
  'When a source asks to read the article before it runs, explain politely that editors rarely allow it.',
  'Write the ending first if you know where the story lands; the middle gets easier.',
  'Freelancers who track their hours for a month often find that admin eats a fifth of the week.',
  'An editor who answers within a day is worth more to me than one who pays slightly more.',
  'Cut every adverb in your draft, then put back only the ones you miss.',
  'Our workshop meets online, and anyone who has joined the collective can bring a piece.',
  'Ask for the brief in writing, even if the call felt clear; memories differ by Friday.',
  'She pitched the travel desk in March and filed her first feature in May.',
  'Save a copy of every published piece, because websites change and links break.',
  'A good outline fits on one page and tells you what each section must prove.',
  'Reply to every acceptance with your invoice details, the deadline you agreed and a short thank you.',
  'It’s your byline, so read the edited version before it goes live and say what you cannot accept.',
].map((text) => passage(text));
