import { fetchResource, type DownloadOutcome } from '../resources/downloadResource';

/** How long the new tab's copy of the file stays addressable (it has loaded long before). */
const KEEP_URL_MS = 60_000;

/**
 * D5's View: the PDF opens in a new tab, shown by the browser's own viewer. The file is fetched with the
 * session (members only) and handed to the tab as a PDF, so the browser shows it instead of saving it. The tab
 * is opened at the click, before the request, or popup blockers would stop it; it closes again on a failure.
 */
export async function viewResource(file: string): Promise<DownloadOutcome> {
  const tab = window.open('', '_blank');
  const fetched = await fetchResource(file);
  if (!fetched.ok) {
    tab?.close();
    return fetched;
  }
  const url = URL.createObjectURL(new Blob([fetched.blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  return { ok: true };
}
