import { useState } from 'react';
import { downloadResource } from '../../resources/downloadResource';

export const STYLE_GUIDE_FILE = 'complete-style-guide.pdf';

/** Saves the Complete Style Guide (D5: the tools tab and the home's Quick Tools); failures in spec section 8's words. */
export function useStyleGuideDownload() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    const outcome = await downloadResource(STYLE_GUIDE_FILE);
    setBusy(false);
    if (!outcome.ok) setFailure(outcome.message);
  }

  return { busy, failure, download: () => void download() };
}
