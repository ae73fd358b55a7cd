import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import { certificatePdfUrl } from '../courses/coursesApi';

/** Downloads the certificate as a PDF (D12): a plain link to the public PDF route, so the browser saves it. */
export function CertificatePdfLink({ id, type = 'default' }: { id: string; type?: 'primary' | 'default' }) {
  return (
    <Button
      type={type}
      href={certificatePdfUrl(id)}
      download={`certificate-${id}.pdf`}
      icon={<DownloadOutlined aria-hidden="true" />}
    >
      Download PDF
    </Button>
  );
}
