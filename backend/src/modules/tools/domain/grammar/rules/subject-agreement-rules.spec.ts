import { ruleFindings } from '.';

const marks = (text: string) =>
  ruleFindings(text)
    .filter((finding) => finding.kind !== 'passive')
    .map((finding) => ({ marked: text.slice(finding.start, finding.end), fix: finding.replacements[0] }));

describe('agreement with the subjects a member tests first (issue 23)', () => {
  it.each([
    // The issue's own examples
    ['Me and him was late for the meeting.', 'was', 'were'],
    ['They was happy with the draft.', 'was', 'were'],
    ['They sends the invoices every Friday.', 'sends', 'send'],
    ['Me and my friend has a newsletter.', 'has', 'have'],
    ['Its important to send the invoice on time.', 'Its', 'It’s'],
    // Compound subjects
    ['Tom and I has a call at noon.', 'has', 'have'],
    ['My editor and I was on the call.', 'was', 'were'],
    ['The designer and the copywriter needs the brief.', 'needs', 'need'],
    ['She and her agent wants more.', 'wants', 'want'],
    ['Last spring, you and him is welcome.', 'is', 'are'],
    // Pronouns where Harper stops looking: mid-sentence, after an adverb
    ['We left early because they was tired.', 'was', 'were'],
    ['They usually pays within a month.', 'pays', 'pay'],
    ['They always pitches on Mondays.', 'pitches', 'pitch'],
    ['They doesn’t pay on time.', 'doesn’t', 'don’t'],
    ["They isn't here yet.", "isn't", "aren't"],
    ['I think we has a deal.', 'has', 'have'],
    ['Honestly, I is not sure.', 'is', 'am'],
    ['I has two features due.', 'has', 'have'],
    ['You was late again.', 'was', 'were'],
    ['Because she don’t need a contract, we skipped it.', 'don’t', 'doesn’t'],
    ['He always have a plan.', 'have', 'has'],
    ['Because it seem late, we called.', 'seem', 'seems'],
    // Questions
    ['Was they happy with it?', 'Was', 'Were'],
    ['Does they like the draft?', 'Does', 'Do'],
    ['Why is they asking?', 'is', 'are'],
    ['Is I late?', 'Is', 'Am'],
    ['Do she know the deadline?', 'Do', 'Does'],
    // After a verb whose clause needs no "that"
    ['I think you was right.', 'was', 'were'],
    ['She said he don’t care.', 'don’t', 'doesn’t'],
    ['I guess me and my brother was lucky.', 'was', 'were'],
    // "each" and "every" before a singular noun
    ['Each student have a locker.', 'have', 'has'],
    ['Every writer need an editor.', 'need', 'needs'],
    // Indefinite pronouns, "there is", "one of"
    ['Everyone have a deadline.', 'have', 'has'],
    ['Nobody are perfect.', 'are', 'is'],
    ['Somebody need to tell the client.', 'need', 'needs'],
    ['There is three drafts on my desk.', 'is', 'are'],
    ['There was two editors at the launch.', 'was', 'were'],
    ['I think there is two ways to do it.', 'is', 'are'],
    ['One of the editors are late.', 'are', 'is'],
    // "its" for "it's"
    ['I think its fine to send it.', 'its', 'it’s'],
    ['Its really clear that it changed.', 'Its', 'It’s'],
    ['Its getting late.', 'Its', 'It’s'],
  ])('%s: “%s” becomes “%s”', (text, marked, fix) => {
    expect(marks(text)).toEqual([{ marked, fix }]);
  });

  it.each([
    // The near misses
    'They were happy with the draft. The news was good. Me and him were late. The book lost its cover.',
    // "its" as the possessive, before a noun or after a preposition
    'Its cover was torn. The agency raised its rates. The firm and its important clients met.',
    'The agency at its best. Ahead of its time. The company paid its fine. It is within its right to appeal.',
    // Pronouns after an auxiliary, in apposition, quoted, or before a word that is no verb
    'Are they writers? Were they friends? We writers know. They themselves said so. They discuss it.',
    'Write “they are”, not “they is”. They focus on it. They always pay.',
    'Part I is long. World War I was long. Was I late? I guess so.',
    // "you" and "it" as objects
    'What I told you is true. The money I sent you was late. Read it, then file it.',
    // The subjunctive and commands
    'If he were here, he would say so. I insist that she attend. Should he have questions, call.',
    'Do it now. Have it ready by noon. Were he a writer, he would know.',
    'Let everyone have a say. If everyone were honest, we would know. Anyone like me would agree.',
    'They each have a column. Does anyone have a pen?',
    'They each need help. I insist that each writer have a say. Every other week, writers meet. Each time you have one.',
    'I know the editor and the writer has a blog. Every editor has a view.',
    'Businesses of every size publish posts. Does every sentence meet it? Make every ending feel earned.',
    'Get a trace after each test run. Each font file is a module. Each test run takes a minute.',
    // Singular subjects that look compound, and two clauses joined by "and"
    'Simon and Schuster is a publisher. My friend and mentor has read it.',
    'Every editor and every writer has a say. I met my editor and I was nervous.',
    'Research and writing takes time. The listed pages and the newest posts are live.',
    'If it breaks, the pipeline fails and it is retried.',
    // "there is" and "one of" that agree
    'There is a list of sources. There are three drafts. In one of the drafts are three notes.',
    'One of the editors is late. There were two editors. What you see there is two windows.',
    // Found in correct prose elsewhere (manuals): a hard-wrapped line, "it" after a preposition, a key's name
    'You could change it to make\nit work. Add blanks to make the text after it keep its place. CTRL-I is Tab.',
  ])('lets correct prose pass: %s', (text) => {
    expect(marks(text)).toEqual([]);
  });

  it.each([' ', '\n \n', '\t', 'they ', 'I always ', 'me and ', 'its so '])(
    'runs on the main thread in linear time: 20,000 characters of %j take milliseconds',
    (unit) => {
      // A lookbehind that scans back over spaces at every position made 20,000 spaces take seconds.
      const text = unit.repeat(Math.ceil(20_000 / unit.length)).slice(0, 20_000);
      const started = performance.now();
      ruleFindings(text);
      expect(performance.now() - started).toBeLessThan(300);
    },
  );
});
