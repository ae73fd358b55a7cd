import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function RegisterPage() {
  return (
    <PlaceholderPage title="Register">
      Create your account in four steps: your details, your login credentials, your membership tier and your payment.
    </PlaceholderPage>
  );
}
