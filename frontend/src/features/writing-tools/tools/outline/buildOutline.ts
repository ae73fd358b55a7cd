import { articleOutline, essayOutline, researchOutline, storyOutline, type TemplateInput } from './outlineTemplates';
import { cleanTopic, headline, isQuestion } from './topicText';

export type OutlineKind = 'essay' | 'article' | 'story' | 'research';

export const OUTLINE_KINDS: { value: OutlineKind; label: string }[] = [
  { value: 'essay', label: 'Essay' },
  { value: 'article', label: 'Article' },
  { value: 'story', label: 'Story' },
  { value: 'research', label: 'Research paper' },
];

export interface OutlineSection {
  heading: string;
  points: string[];
}

export interface Outline {
  title: string;
  sections: OutlineSection[];
}

const TEMPLATES: Record<OutlineKind, (input: TemplateInput) => OutlineSection[]> = {
  essay: essayOutline,
  article: articleOutline,
  story: storyOutline,
  research: researchOutline,
};

/** A working title: the topic in headline case; a research topic that is not a question gets a subtitle. */
function workingTitle(kind: OutlineKind, topic: string): string {
  const title = headline(topic);
  if (kind === 'research' && !isQuestion(topic)) return `${title}: A Review of the Evidence`;
  return title;
}

/** The outline of a piece of `kind` about `topic`; null while there is no topic. */
export function buildOutline(kind: OutlineKind, rawTopic: string): Outline | null {
  const topic = cleanTopic(rawTopic);
  if (!topic) return null;
  const title = workingTitle(kind, topic);
  const sections = TEMPLATES[kind]({ t: topic, question: isQuestion(topic) });
  return { title, sections };
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** The outline as plain text, to copy into a document: numbered sections, a dash before each point. */
export function outlineText(outline: Outline): string {
  const sections = outline.sections.map(
    (section, index) =>
      `${ROMAN[index] ?? index + 1}. ${section.heading}\n${section.points.map((point) => `   - ${point}`).join('\n')}`,
  );
  return `${outline.title}\n\n${sections.join('\n\n')}\n`;
}
