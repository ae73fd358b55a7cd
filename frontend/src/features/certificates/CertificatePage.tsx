import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { useGetCertificateQuery } from '../courses/coursesApi';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { CertificateCard } from './CertificateCard';
import { CertificatePdfLink } from './CertificatePdfLink';

/** /certificates/{id}: public verification of a course certificate (D12). */
export default function CertificatePage() {
  const { id = '' } = useParams();
  usePageMeta({
    title: pageTitle('Certificate Verification'),
    description: 'Check that a course certificate of the collective is genuine: the course, the member and the day.',
  });
  const { data, isLoading, error } = useGetCertificateQuery(id);

  return (
    <div className="pw-page pw-page--narrow">
      <h1>Certificate Verification</h1>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {error &&
        (errorCode(error) === 'CERTIFICATE_NOT_FOUND' ? (
          <Alert
            type="warning"
            showIcon
            title="Certificate not found"
            description="No certificate has this ID. Check the link or the ID you were given."
          />
        ) : (
          <Alert type="error" showIcon title="The certificate could not be checked. Please try again later." />
        ))}
      {data && (
        <>
          <p className="pw-lead" role="status">
            <CheckCircleFilled className="pw-verified" aria-hidden="true" /> This certificate is valid.
          </p>
          <CertificateCard
            courseTitle={data.courseTitle}
            memberName={data.memberName}
            issuedAt={data.issuedAt}
            footer={
              <>
                <p>
                  Certificate ID: <code>{data.id}</code>
                </p>
                <CertificatePdfLink id={data.id} type="primary" />
              </>
            }
          />
        </>
      )}
      <p className="pw-certificate__more">
        <Link to="/courses">Explore our free courses</Link>
      </p>
    </div>
  );
}
