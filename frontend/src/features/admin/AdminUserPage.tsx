import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function AdminUserPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title="Edit User">
      Edit the details, tier and status of user #{id}. Deactivating a user stops their login and platform access.
    </PlaceholderPage>
  );
}
