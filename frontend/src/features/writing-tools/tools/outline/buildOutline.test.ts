import { buildOutline, OUTLINE_KINDS, outlineText } from './buildOutline';
import { headline } from './topicText';

const allPoints = (kind: Parameters<typeof buildOutline>[0], topic: string) =>
  buildOutline(kind, topic)!.sections.flatMap((section) => section.points);

describe('buildOutline', () => {
  it('gives nothing until there is a topic', () => {
    expect(buildOutline('essay', '   ')).toBeNull();
    expect(buildOutline('essay', ' . ')).toBeNull();
  });

  it('builds an essay in five parts around a thesis about the topic', () => {
    const outline = buildOutline('essay', '  remote work for  small accounting firms. ')!;
    expect(outline.title).toBe('Remote Work for Small Accounting Firms');
    expect(outline.sections.map((section) => section.heading)).toEqual([
      'Introduction',
      'First reason: your strongest support',
      'Second reason: a different angle',
      'Counterargument and rebuttal',
      'Conclusion',
    ]);
    expect(outline.sections[0]!.points[2]).toBe(
      'Thesis: one sentence stating the position on remote work for small accounting firms that this essay will defend.',
    );
    expect(outline.sections[3]!.points[0]).toContain('against your view of remote work for small accounting firms');
  });

  it('answers a question topic instead of taking a position "on" it', () => {
    const outline = buildOutline('essay', 'Should cities ban cars from their centres?')!;
    expect(outline.title).toBe('Should Cities Ban Cars from Their Centres?');
    expect(outline.sections[0]!.points[2]).toBe(
      'Thesis: your answer to “Should cities ban cars from their centres?” in one sentence, stated as a position a reader could dispute.',
    );
    expect(buildOutline('research', 'Do four-day weeks raise output?')!.title).toBe('Do Four-Day Weeks Raise Output?');
    expect(buildOutline('article', 'is print dead?')!.sections[0]!.points).toEqual([
      'Is Print Dead?',
      'Is Print Dead? What the Evidence Says',
      'Is Print Dead? Five People Who Know Answer',
    ]);
  });

  it('offers article headlines built from the topic', () => {
    const outline = buildOutline('article', 'the comeback of film photography')!;
    expect(outline.sections[0]).toEqual({
      heading: 'Headline options',
      points: [
        'The Comeback of Film Photography: What You Need to Know',
        'How the Comeback of Film Photography Works, and Why It Matters Now',
        '5 Things Every Reader Should Know About the Comeback of Film Photography',
      ],
    });
    expect(outline.sections.map((section) => section.heading)).toContain('Nut graf');
  });

  it('plots a story in three acts around the topic', () => {
    const outline = buildOutline('story', 'a lighthouse keeper who stops answering letters')!;
    expect(outline.sections.map((section) => section.heading)).toEqual([
      'Premise',
      'Characters and setting',
      'Act I: Setup',
      'Act II: Confrontation',
      'Act III: Resolution',
    ]);
    expect(allPoints('story', 'a lighthouse keeper who stops answering letters')).toContain(
      'Inciting incident: the moment a lighthouse keeper who stops answering letters forces a choice.',
    );
  });

  it('lays out a research paper in IMRaD order with a subtitle', () => {
    const outline = buildOutline('research', 'microplastics in drinking water')!;
    expect(outline.title).toBe('Microplastics in Drinking Water: A Review of the Evidence');
    expect(outline.sections.map((section) => section.heading)).toEqual([
      'Abstract (write it last)',
      'Introduction',
      'Literature review',
      'Methods',
      'Results',
      'Discussion',
      'Conclusion and references',
    ]);
  });

  it.each(OUTLINE_KINDS.map((kind) => kind.value))('uses the topic in several points of the %s outline', (kind) => {
    const mentions = allPoints(kind, 'urban beekeeping').filter((point) => point.includes('urban beekeeping'));
    expect(mentions.length).toBeGreaterThanOrEqual(4);
  });

  it('writes the outline as plain text to copy', () => {
    const text = outlineText(buildOutline('essay', 'urban beekeeping')!);
    expect(text.startsWith('Urban Beekeeping\n\nI. Introduction\n   - Hook: ')).toBe(true);
    expect(text).toContain('\n\nV. Conclusion\n');
  });
});

describe('headline', () => {
  it.each([
    ['the future of remote work', 'The Future of Remote Work'],
    ['what NASA learned from the iPhone', 'What NASA Learned from the iPhone'],
    ['long-term care in a self-employed life', 'Long-Term Care in a Self-Employed Life'],
    ['a place to come back to', 'A Place to Come Back To'],
    ['how to pitch an editor who has never heard of you', 'How to Pitch an Editor Who Has Never Heard of You'],
    ['writing through grief', 'Writing Through Grief'],
  ])('%s → %s', (topic, expected) => expect(headline(topic)).toBe(expected));
});
