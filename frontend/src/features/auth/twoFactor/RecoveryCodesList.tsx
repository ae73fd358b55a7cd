import Button from 'antd/es/button';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';

/** The recovery codes as a text file the member keeps (each signs in once when the phone is lost). */
function download(codes: string[]) {
  const text = [
    'Penwright recovery codes',
    'Each code signs you in once instead of a code from your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'penwright-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Shown once, right after they are made: only their hashes are kept. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="pw-two-factor__codes">
      <p>
        <strong>Save your recovery codes now.</strong> Each one signs you in once if you lose your phone. They are shown
        only this once.
      </p>
      <ul aria-label="Recovery codes" className="pw-two-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="pw-two-factor__actions">
        <Button icon={<DownloadOutlined />} onClick={() => download(codes)}>
          Download codes
        </Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
