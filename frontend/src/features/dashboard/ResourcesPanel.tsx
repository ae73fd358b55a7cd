import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { ButtonLink } from '../../app/components/ButtonLink';
import { downloadResource } from '../resources/downloadResource';
import { LIBRARY } from '../resources/resourceLibrary';
import { viewResource } from './viewResource';

/** The eight PDFs of spec section 7, as the resources library lists them. */
const PDFS = LIBRARY.flatMap((group) => group.items).flatMap(({ file, title, meta }) =>
  file ? [{ file, title, meta }] : [],
);

type Action = 'view' | 'download';
type Busy = { file: string; action: Action } | null;

const ACTIONS: { action: Action; label: string }[] = [
  { action: 'view', label: 'View' },
  { action: 'download', label: 'Download' },
];

/**
 * Professional resources (spec section 2, D5): View opens the PDF in a new tab, Download saves it, Access opens
 * the resources library. Failures show the spec's texts (section 8).
 */
export function ResourcesPanel() {
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(file: string, action: Action) {
    setFailure(null);
    setBusy({ file, action });
    const outcome = await (action === 'view' ? viewResource(file) : downloadResource(file));
    setBusy(null);
    if (!outcome.ok) setFailure(outcome.message);
  }

  const isBusy = (file: string, action: Action) => busy?.file === file && busy.action === action;

  return (
    <section className="pw-card pw-dashboard__panel" aria-labelledby="professional-resources-title">
      <h2 id="professional-resources-title">Professional Resources</h2>
      <div aria-live="assertive">
        {failure && (
          <Alert
            className="pw-dashboard__notice"
            type="error"
            showIcon
            title={failure}
            closable={{ onClose: () => setFailure(null) }}
          />
        )}
      </div>
      <ul className="pw-dashboard-resources">
        {PDFS.map((item) => (
          <li key={item.file} className="pw-dashboard-resources__item">
            <div>
              <p className="pw-dashboard-resources__title">{item.title}</p>
              <p className="pw-dashboard__muted">{item.meta}</p>
            </div>
            <div className="pw-dashboard-resources__actions">
              {ACTIONS.map(({ action, label }) => (
                <Button
                  key={action}
                  size="small"
                  loading={isBusy(item.file, action)}
                  onClick={() => void run(item.file, action)}
                  aria-label={`${label} ${item.title}`}
                >
                  {label}
                </Button>
              ))}
              <ButtonLink to="/resources" size="small" aria-label={`Access ${item.title} in the resources library`}>
                Access
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
