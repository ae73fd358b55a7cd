import type { OutlineSection } from './buildOutline';
import { headline } from './topicText';

/**
 * The four outlines of the generator, each a function of the member's topic. Every section says what to write
 * about this topic, not just the name of a part, so the outline is a plan the member can start from.
 * `t` is the topic as typed; `question` is set when the topic is a question the piece answers.
 */
export interface TemplateInput {
  t: string;
  question: boolean;
}

export function essayOutline({ t, question }: TemplateInput): OutlineSection[] {
  const thesis = question
    ? `Thesis: your answer to “${t}” in one sentence, stated as a position a reader could dispute.`
    : `Thesis: one sentence stating the position on ${t} that this essay will defend.`;
  return [
    {
      heading: 'Introduction',
      points: [
        `Hook: a fact, scene or question that shows why ${t} matters to your reader.`,
        `Context: what a reader must know about ${t} before your argument makes sense.`,
        thesis,
      ],
    },
    {
      heading: 'First reason: your strongest support',
      points: [
        `Claim: the most convincing reason your position on ${t} holds.`,
        'Evidence: a statistic, study, example or quotation that shows it, with its source.',
        'Analysis: explain how the evidence proves the claim, not only that it exists.',
      ],
    },
    {
      heading: 'Second reason: a different angle',
      points: [
        `Claim: a second reason that looks at ${t} from a new side (cost, people, history or ethics), not a restatement of the first.`,
        'Evidence: a different kind of proof from the first section.',
        'Link: tie the point back to the thesis in a closing sentence.',
      ],
    },
    {
      heading: 'Counterargument and rebuttal',
      points: [
        `Objection: the strongest case a thoughtful reader would make against your view of ${t}.`,
        'Concession: grant what is fair in it; it makes your position more credible.',
        'Rebuttal: why your thesis still stands, with evidence.',
      ],
    },
    {
      heading: 'Conclusion',
      points: [
        'Restate the thesis in fresh words, now that the reader has seen the evidence.',
        `So what: what changes if the reader accepts your view of ${t}.`,
        'Close with an image, a call to action or a question that echoes the hook.',
      ],
    },
  ];
}

function headlineOptions(t: string, question: boolean): string[] {
  const phrasings = question
    ? [t, `${t} What the evidence says`, `${t} Five people who know answer`]
    : [
        `${t}: what you need to know`,
        `how ${t} works, and why it matters now`,
        `5 things every reader should know about ${t}`,
      ];
  return phrasings.map(headline);
}

export function articleOutline({ t, question }: TemplateInput): OutlineSection[] {
  return [
    { heading: 'Headline options', points: headlineOptions(t, question) },
    {
      heading: 'Lede',
      points: [`Open with a person, a number or a moment that puts ${t} in front of the reader within two sentences.`],
    },
    {
      heading: 'Nut graf',
      points: [
        `Why ${t} matters to this publication's readers now, in one paragraph.`,
        'The promise of the piece: what the reader will know or be able to do by the end.',
      ],
    },
    {
      heading: 'Background',
      points: [
        `The short history or plain definition of ${t} a newcomer needs.`,
        'One link to a credible source for readers who want more.',
      ],
    },
    {
      heading: 'Key points',
      points: [
        `The most important thing readers should understand about ${t}.`,
        `A common misconception about ${t}, and what is true instead.`,
        'What it means in practice, shown with one concrete example.',
      ],
    },
    {
      heading: 'Voices and evidence',
      points: [`A quotation from someone who works with ${t} every day.`, 'A figure from a named, dated source.'],
    },
    {
      heading: 'Takeaways and close',
      points: [
        'Three things the reader can do, check or ask next.',
        `End on what comes next for ${t}, circling back to the lede.`,
      ],
    },
  ];
}

export function storyOutline({ t }: TemplateInput): OutlineSection[] {
  return [
    {
      heading: 'Premise',
      points: [
        `A character who wants something badly, and ${t} standing in the way or making it possible.`,
        'One-line pitch: When ___ happens, a ___ must ___ before ___.',
      ],
    },
    {
      heading: 'Characters and setting',
      points: [
        `Protagonist: the person most changed by ${t}; what they want, and what they need instead.`,
        'Opposing force: a person, a rule or a flaw that pushes back.',
        `Setting: the place and time where ${t} bites hardest, with one detail for each sense you use.`,
      ],
    },
    {
      heading: 'Act I: Setup',
      points: [
        `The ordinary world before ${t} intrudes: show a day that is about to end.`,
        `Inciting incident: the moment ${t} forces a choice.`,
        'The decision: the protagonist commits, and there is no going back.',
      ],
    },
    {
      heading: 'Act II: Confrontation',
      points: [
        'Rising obstacles: each attempt costs more than the last.',
        `Midpoint: a discovery about ${t} changes what the protagonist is fighting for.`,
        'Lowest point: everything seems lost, and the character sees the flaw that got them here.',
      ],
    },
    {
      heading: 'Act III: Resolution',
      points: [
        'Climax: the final confrontation, won or lost through what the protagonist has learned.',
        `Resolution: how the world, and the protagonist's relation to ${t}, has changed.`,
        'Final image: a mirror of the opening scene that shows the change without naming it.',
      ],
    },
  ];
}

export function researchOutline({ t, question }: TemplateInput): OutlineSection[] {
  const researchQuestion = question
    ? `Research question: “${t}”, narrowed to a population, place and period you can study.`
    : `Research question: what precisely do you want to find out about ${t}? Narrow it to a population, place and period.`;
  return [
    {
      heading: 'Abstract (write it last)',
      points: [`In 150 to 250 words: the question about ${t}, the method, the main finding and why it matters.`],
    },
    {
      heading: 'Introduction',
      points: [
        researchQuestion,
        `Significance: the problem or gap that makes ${t} worth studying now.`,
        'Hypothesis or aim: what you expect to find, or what the study sets out to describe.',
      ],
    },
    {
      heading: 'Literature review',
      points: [
        `What the established sources say about ${t}, grouped by theme rather than listed one by one.`,
        'Where they disagree, or what remains untested.',
        'How this paper addresses that gap.',
      ],
    },
    {
      heading: 'Methods',
      points: [
        'Data and sources: what you examined, how much of it, and how you chose it.',
        'Approach: survey, experiment, interviews, or textual or statistical analysis, and why it fits the question.',
        'Limits: what the method cannot show.',
      ],
    },
    {
      heading: 'Results',
      points: [
        'The findings, in the order of the research question, without interpretation yet.',
        'Tables or figures for the key numbers.',
      ],
    },
    {
      heading: 'Discussion',
      points: [
        `What the results mean for the question about ${t}.`,
        'How they compare with the literature reviewed above.',
        'Limitations, and the next study they suggest.',
      ],
    },
    {
      heading: 'Conclusion and references',
      points: [
        `The answer in two or three sentences, and what it implies for ${t}.`,
        'Every source cited, in one style (the citation helper on this page formats them).',
      ],
    },
  ];
}
