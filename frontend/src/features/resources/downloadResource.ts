import { DOWNLOAD_MESSAGES } from './resourceLibrary';

export type DownloadOutcome = { ok: true } | { ok: false; message: string };

/**
 * GET /api/resources/download/{file}, saved under the same name (spec section 7). A 401 and any
 * other failure get the spec's messages (section 8).
 */
export async function downloadResource(file: string): Promise<DownloadOutcome> {
  try {
    const response = await fetch(`/api/resources/download/${encodeURIComponent(file)}`, { credentials: 'include' });
    if (response.status === 401) return { ok: false, message: DOWNLOAD_MESSAGES.unauthorized };
    if (!response.ok) return { ok: false, message: DOWNLOAD_MESSAGES.failed };
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = file;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true };
  } catch {
    return { ok: false, message: DOWNLOAD_MESSAGES.failed };
  }
}
