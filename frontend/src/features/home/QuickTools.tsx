import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useStyleGuideDownload } from '../writing-tools/tools/useStyleGuideDownload';

/**
 * Quick Tools (spec section 2, D5): New Prompt opens the prompts tab, which draws a fresh prompt; Word Counter
 * opens the tools tab; Style Guide downloads complete-style-guide.pdf.
 */
export function QuickTools() {
  const styleGuide = useStyleGuideDownload();
  return (
    <section className="pw-card pw-home-card" aria-labelledby="pw-quick-tools">
      <h2 id="pw-quick-tools">Quick Tools</h2>
      <div className="pw-home-buttons">
        <ButtonLink to="/writing-tools?tab=prompts">New Prompt</ButtonLink>
        <ButtonLink to="/writing-tools?tab=tools">Word Counter</ButtonLink>
        <Button onClick={styleGuide.download} loading={styleGuide.busy}>
          Style Guide
        </Button>
      </div>
      <div aria-live="assertive">
        {styleGuide.failure && <Alert type="error" showIcon title={styleGuide.failure} />}
      </div>
    </section>
  );
}
