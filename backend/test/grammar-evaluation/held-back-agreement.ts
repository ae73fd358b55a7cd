/**
 * HELD BACK (issue 23): sentences for measuring the agreement rules, written before those rules and never used
 * while writing or tuning them. Do not tune a rule on this file: add the sentence a rule was written for to its
 * unit tests (domain/grammar/rules/rules.spec.ts) instead, and keep this set for measuring. The figures it gives
 * are in docs/tools.md ("Agreement, held back").
 *
 * The errors are what a member tries first when testing a grammar checker: pronoun and compound subjects with
 * the wrong verb, questions, indefinite pronouns, "there is" with a plural, "one of the … are", plural nouns with
 * a singular verb, and "its" for "it's". The clean sentences are their correct near neighbours.
 */
import { type EvaluationPassage, passage } from './grammar-passages';

/** Each label is the wrong word; with the next word where the word alone also occurs inside another ("this"). */
export const HELD_BACK_AGREEMENT_ERRORS: readonly EvaluationPassage[] = (
  [
    // Compound subjects
    ['Me and her was the only two freelancers at the launch.', 'was'],
    ['Him and me has worked together on three long reads.', 'has'],
    ['My editor and I was on the same call for an hour.', 'was'],
    ['Last spring, me and my sister was pitching the same magazine.', 'was'],
    ['She and her agent wants a bigger advance this time.', 'wants'],
    ['The photographer and the reporter was in the same town.', 'was'],
    ['You and him is welcome to join the workshop.', 'is'],
    ['Tom and I has a call with the client at noon.', 'has'],
    ['Me and Priya writes the newsletter together.', 'writes'],
    ['Because my partner and I was away, the proofs came back late.', 'was'],
    ['The designer and the copywriter needs the final brief by noon.', 'needs'],
    ['So me and him was the last ones in the office.', 'was'],
    // Pronoun subjects
    ['When we was starting out, nobody paid on time.', 'was'],
    ['The editors said they was pleased with the rewrite.', 'was'],
    ['I think they has a point about the opening.', 'has'],
    ['If we sends the invoice today, it should clear by Friday.', 'sends'],
    ['They usually pays within a fortnight.', 'pays'],
    ['We often gets pitches with no clear angle.', 'gets'],
    ['I has two features due before the holidays.', 'has'],
    ['Honestly, I is not sure the angle works.', 'is'],
    ['You was right about the headline.', 'was'],
    ['After the call, you was the one who took notes.', 'was'],
    ['My client says she don’t need a contract.', 'don’t'],
    ['He always have a backup plan for late copy.', 'have'],
    ['It don’t matter how short the piece is.', 'don’t'],
    ['Because she write so quickly, her editor trusts her with news.', 'write'],
    ['Every Monday he go through the pitches that came in.', 'go'],
    ['It seem the client wants a shorter version.', 'seem'],
    // Questions
    ['Was they happy with the second draft?', 'Was'],
    ['Does they pay on acceptance or on publication?', 'Does'],
    ['Why is they asking for a rewrite now?', 'is'],
    ['Do she know the deadline moved?', 'Do'],
    // Indefinite pronouns
    ['Everyone in the workshop have a different view on adverbs.', 'have'],
    ['Nobody on the desk were willing to cut the quote.', 'were'],
    ['Everybody need a second reader before filing.', 'need'],
    ['Someone have to tell the client about the delay.', 'have'],
    // "There is" and "one of"
    ['There is three reasons to pitch this outlet.', 'is three'],
    ['There was two typos in the headline alone.', 'was'],
    ['One of the editors are leaving at the end of the month.', 'are'],
    ['One of my clients have paid twice by mistake.', 'have'],
    // Plural nouns
    ['My readers loves the weekly column.', 'loves'],
    ['The new rates applies from January.', 'applies'],
    ['Freelancers has to chase late payments.', 'has to'],
    ['The two editors wasn’t available on Friday.', 'wasn’t'],
    // "Its" for "it's"
    ['Its important to read the contract before you sign.', 'Its'],
    ['Its clear that the brief changed halfway through.', 'Its'],
    ['I think its fine to send the draft on Monday.', 'its'],
    ['Its getting harder to find well-paid work.', 'Its'],
  ] as const
).map(([text, span]) => passage(text, ['agreement', span]));

export const HELD_BACK_CLEAN: readonly EvaluationPassage[] = [
  'They were happy with the second draft.',
  'The news was better than we expected.',
  'Me and him were the last two writers in the office.',
  'The book lost its cover in the post.',
  'Its cover was designed by a friend of the author.',
  'If he were the editor, he would cut the second half.',
  'I insist that she attend the planning call.',
  'Does she have time to review the proofs?',
  'Every editor and every writer has a say in the style guide.',
  'My friend and mentor has read every draft I have written.',
  'Simon and Schuster is one of the oldest publishers in New York.',
  'The series is about freelancers who left staff jobs.',
  'Economics is the subject I write about most.',
  'I met my editor and I was nervous the whole time.',
  'The money I sent you was for the first payment.',
  'What I told you is still true.',
  'Let everyone have a copy of the brief.',
  'They each have a column in the weekend edition.',
  'It’s important to read the contract before you sign.',
  'It’s clear that the brief changed halfway through.',
  'The agency raised its rates in January.',
  'Each of the chapters needs a short summary.',
  'One of the editors is leaving at the end of the month.',
  'There are three reasons to pitch this outlet.',
  'There is a list of sources at the end.',
  'Everyone in the workshop has a different view on adverbs.',
  'Nobody on the desk was willing to cut the quote.',
  'Were it not for the deadline, I would rewrite the ending.',
  'Have it ready by Friday, and send it to both editors.',
  'Do it now, before the client changes their mind.',
  'She and her agent want a bigger advance this time.',
  'My editor and I were on the same call for an hour.',
  'Which of them is the better headline?',
  'The magazine and its website share one editor.',
  'Research and writing take most of my week.',
  'You and I are the only writers on the project.',
  'Tom and I have a call with the client at noon.',
  'Its editor replied within an hour.',
  'They sent me and my colleague a long list of edits.',
  'He has always had a backup plan for late copy.',
  'It doesn’t matter how short the piece is.',
  'When we were starting out, nobody paid on time.',
  'If we send the invoice today, it should clear by Friday.',
  'Why are they asking for a rewrite now?',
].map((text) => passage(text));

/**
 * The clean sentences the check flagged before the rules of issue 23 existed, each by Harper or retext: a real
 * passive this set should not have held ("was designed by"), a publisher's name Harper does not know, and Harper
 * reading "what I told you is" as "you is". The rules may add no other.
 */
export const HELD_BACK_CLEAN_FLAGGED_BEFORE: readonly string[] = [
  'Its cover was designed by a friend of the author.',
  'Simon and Schuster is one of the oldest publishers in New York.',
  'What I told you is still true.',
];
