import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { HOUSE_STYLE } from './houseStyle';
import { ToolCard } from './ToolCard';
import { useStyleGuideDownload } from './useStyleGuideDownload';

/** The house style in brief, and the whole guide as the PDF of the resources library (D5). */
export function StyleGuideTool() {
  const styleGuide = useStyleGuideDownload();
  return (
    <ToolCard id="style-guide" title="Style Guide" description="The Penwright house style, in brief.">
      <dl className="pw-house-style">
        {HOUSE_STYLE.map(({ topic, rule }) => (
          <div key={topic}>
            <dt>{topic}</dt>
            <dd>{rule}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="assertive">
        {styleGuide.failure && <Alert type="error" showIcon title={styleGuide.failure} />}
      </div>
      <div>
        <Button onClick={styleGuide.download} loading={styleGuide.busy}>
          Download the Complete Style Guide (PDF)
        </Button>
      </div>
    </ToolCard>
  );
}
