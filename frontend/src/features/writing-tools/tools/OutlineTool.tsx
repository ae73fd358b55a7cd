import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useId, useState, type FormEvent } from 'react';
import { buildOutline, OUTLINE_KINDS, outlineText, type Outline, type OutlineKind } from './outline/buildOutline';
import { CopyButton } from './CopyButton';
import { ToolCard } from './ToolCard';

/** The outline generator (D5): an essay, article, story or research outline built around the member's topic. */
export function OutlineTool() {
  const [kind, setKind] = useState<OutlineKind>('essay');
  const [topic, setTopic] = useState('');
  const [outline, setOutline] = useState<Outline | null>(null);
  const [asked, setAsked] = useState(false);
  const kindId = useId();
  const topicId = useId();

  function generate(event: FormEvent) {
    event.preventDefault();
    setAsked(true);
    setOutline(buildOutline(kind, topic));
  }

  return (
    <ToolCard
      id="outline-generator"
      title="Outline Generator"
      description="Name your topic and the kind of piece; get a plan to write from."
      wide
    >
      <form className="pw-tool__form" onSubmit={generate}>
        <div className="pw-field">
          <label htmlFor={kindId}>Kind of piece</label>
          <Select<OutlineKind> id={kindId} value={kind} onChange={setKind} options={OUTLINE_KINDS} />
        </div>
        <div className="pw-field pw-tool__grow">
          <label htmlFor={topicId}>Topic</label>
          <Input
            id={topicId}
            value={topic}
            maxLength={200}
            onChange={(event) => setTopic(event.target.value)}
            placeholder="e.g. remote work for small accounting firms"
          />
        </div>
        <Button type="primary" htmlType="submit">
          Generate Outline
        </Button>
      </form>
      {asked && !outline && <p role="alert">Enter a topic to outline.</p>}
      {outline && (
        <div className="pw-outline" aria-live="polite">
          <h3>{outline.title}</h3>
          <ol className="pw-outline__sections">
            {outline.sections.map((section) => (
              <li key={section.heading}>
                <p className="pw-outline__heading">{section.heading}</p>
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <CopyButton text={outlineText(outline)} label="Copy Outline" what="Outline" />
        </div>
      )}
    </ToolCard>
  );
}
