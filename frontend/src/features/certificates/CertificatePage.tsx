import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function CertificatePage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title="Certificate Verification">
      Checking certificate {id}: a valid certificate shows the member, the course and the date of
      completion.
    </PlaceholderPage>
  );
}
