import Modal from 'antd/es/modal';
import type { IssuePreview } from './adminNewsletterApi';

/**
 * The issue as the server's template renders it. The HTML is shown in a sandboxed frame (no scripts, no same
 * origin, no forms), so nothing in it can act on the console even if the template ever let something through.
 */
export function IssuePreviewDialog({ preview, onClose }: { preview: IssuePreview | null; onClose: () => void }) {
  return (
    <Modal open={preview !== null} onCancel={onClose} footer={null} width={680} title="Preview" destroyOnHidden>
      {preview && (
        <>
          <p className="pw-admin-newsletter__subject">
            <strong>Subject:</strong> {preview.subject}
          </p>
          <iframe
            title="Email preview"
            className="pw-admin-newsletter__preview"
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={preview.html}
          />
        </>
      )}
    </Modal>
  );
}
