import { PUBLISHED_PAGES } from '../../../infrastructure/originality/published-pages.data';
import { ruleFindings } from '.';

const marks = (text: string) =>
  ruleFindings(text).map((f) => ({ kind: f.kind, marked: text.slice(f.start, f.end), fix: f.replacements[0] }));

describe('the grammar check’s own rules', () => {
  it.each([
    ['The editors reads every pitch.', 'agreement', 'reads', 'read'],
    ['Our writers was paid.', 'agreement', 'was', 'were'],
    ['The deadlines is tight.', 'agreement', 'is', 'are'],
    ['My clients pitches twice.', 'agreement', 'pitches', 'pitch'],
    ['The list of sources are long.', 'agreement', 'are', 'is'],
    ['Each of the chapters need a summary.', 'agreement', 'need', 'needs'],
    ['Neither of them were ready.', 'agreement', 'were', 'was'],
    ['Your going to need a contract.', 'confusable', 'Your', 'You’re'],
    ['Your welcome to pitch again.', 'confusable', 'Your', 'You’re'],
    ['Make sure you’re invoice lists the order.', 'confusable', 'you’re', 'your'],
    ['Don’t loose the thread.', 'confusable', 'loose', 'lose'],
    ['We are loosing clients.', 'confusable', 'loosing', 'losing'],
    ['The agency changed it’s rates.', 'confusable', 'it’s', 'its'],
    ['Each has it’s own voice.', 'confusable', 'it’s', 'its'],
    ['Its worth asking for a deposit.', 'confusable', 'Its', 'It’s'],
    ['I think its a good idea.', 'confusable', 'its', 'it’s'],
    ['This draft is shorter then the last.', 'confusable', 'then', 'than'],
    ['The editor was to busy to reply.', 'confusable', 'to', 'too'],
    ['The client liked the draft,, and more.', 'punctuation', ',,', ','],
    ['Thanks for the feedback.. I will.', 'punctuation', '..', '.'],
    ['Whats the word count?', 'punctuation', 'Whats', 'What’s'],
    ['ive sent it.', 'punctuation', 'ive', 'I’ve'],
    ['The article was rejected by the editor.', 'passive', 'rejected', undefined],
    ['Your pitch has been quickly forwarded.', 'passive', 'forwarded', undefined],
  ])('%s: %s on “%s”', (text, kind, marked, fix) => {
    expect(marks(text)).toEqual([{ kind, marked, fix }]);
  });

  it.each([
    'The news is good, and the series is long.',
    'Two weeks is a long time; the rest of the drafts are ready.',
    // A determiner after a preposition or an -ing word starts no subject (issue 23, found in the blog posts)
    'The best quote in most interviews comes after a pause. Mixing the terms is not a problem.',
    'The best way to learn these commands is to use them. It began small and these days is used widely.',
    'Moving to the end several times doesn’t help.',
    'The best of the pitches are in the folder. The number of writers is growing.',
    'Your welcome email went out. Your right to reply stands. Your not-so-subtle hint worked.',
    'You’re welcome. You’re reading the brief. You’re right.',
    'The knot came loose. It is a loose end.',
    'It’s yours. It’s always late. It’s editors who decide. It’s days away. It’s his.',
    'The agency and its only client. At its best. Its true cost is high. It proved its worth.',
    'The writer then sent it. Later then, we talk. First draft, then the edit.',
    'We went to late meetings and spoke to many writers, to much acclaim.',
    'Wait... the cd .. command and 1..5 are fine.',
    'I cant abide cant. As was his wont.',
    'She was tired and interested. He is married. It was indeed good. They need it.',
    'He’s learned a lot. She has worked here for years.',
  ])('lets correct prose pass: %s', (text) => {
    expect(marks(text)).toEqual([]);
  });

  it('finds only the planted mistake in the collective’s own published articles, lessons and resources', () => {
    const found = PUBLISHED_PAGES.flatMap((page) => marks(page.text).filter((mark) => mark.kind !== 'passive'));
    // A lesson's editing exercise plants errors in a bookshop's draft ("Its not unusual for customers to...").
    expect(found).toEqual([{ kind: 'confusable', marked: 'Its', fix: 'It’s' }]);
  });
});
