import { codeOfBody } from '../../api/errors';
import { DOWNLOAD_MESSAGES } from './resourceLibrary';

export type DownloadOutcome = { ok: true } | { ok: false; message: string };
export type FetchedResource = { ok: true; blob: Blob } | { ok: false; message: string };

/**
 * GET /api/resources/download/{file}. A visitor's refusal (UNAUTHENTICATED) and any other failure get the spec's
 * messages (section 8).
 * Used to save a file (below) and to show it in a tab (the dashboard's View, D5).
 */
export async function fetchResource(file: string): Promise<FetchedResource> {
  try {
    const response = await fetch(`/api/resources/download/${encodeURIComponent(file)}`, { credentials: 'include' });
    if (!response.ok) {
      const code = codeOfBody(await response.json().catch(() => null));
      return {
        ok: false,
        message: code === 'UNAUTHENTICATED' ? DOWNLOAD_MESSAGES.unauthorized : DOWNLOAD_MESSAGES.failed,
      };
    }
    return { ok: true, blob: await response.blob() };
  } catch {
    return { ok: false, message: DOWNLOAD_MESSAGES.failed };
  }
}

/** The browser saves `blob` as a download named `name` (also the writing tools' Export, D5). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file saved under the same name (spec section 7). */
export async function downloadResource(file: string): Promise<DownloadOutcome> {
  const fetched = await fetchResource(file);
  if (!fetched.ok) return fetched;
  saveFile(fetched.blob, file);
  return { ok: true };
}
