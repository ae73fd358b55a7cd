import Alert from 'antd/es/alert';
import { useState } from 'react';
import { Link } from 'react-router-dom';
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
              {/* Plain buttons and links styled as the theme's small buttons: 24 of antd's cost a render of their own
                  each, and this panel renders with the dashboard's first view (issue 17). */}
              {ACTIONS.map(({ action, label }) => (
                <button
                  key={action}
                  type="button"
                  className="pw-button"
                  disabled={isBusy(item.file, action)}
                  aria-busy={isBusy(item.file, action)}
                  onClick={() => void run(item.file, action)}
                  aria-label={`${label} ${item.title}`}
                >
                  {label}
                </button>
              ))}
              <Link to="/resources" className="pw-button" aria-label={`Access ${item.title} in the resources library`}>
                Access
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
