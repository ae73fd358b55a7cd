import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function AdminAssignmentPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title="Assignment Details">
      Review and edit assignment #{id}: its brief, pay, deadline, status and submitted work.
    </PlaceholderPage>
  );
}
