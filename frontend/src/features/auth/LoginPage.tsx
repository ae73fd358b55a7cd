import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { useToast } from '../../app/toast';
import { useLoginMutation } from './authApi';
import { CredentialsForm } from './CredentialsForm';
import { loginFailureMessage } from './loginFailure';
import type { Credentials } from './user';

export default function LoginPage() {
  const { brandName } = useBrand();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  usePageMeta({
    title: pageTitle('Sign In'),
    description: `Sign in to ${brandName}: your assignments, payouts, courses and writing tools.`,
  });

  async function signIn(credentials: Credentials) {
    setFailure(null);
    try {
      await login(credentials).unwrap();
      toast.success('Welcome back');
      navigate('/dashboard');
    } catch (error) {
      const message = loginFailureMessage(error);
      setFailure(message);
      toast.error('Login failed', message);
    }
  }

  return (
    <section className="pw-page pw-auth">
      <Card className="pw-auth__card">
        <Typography.Title level={1} className="pw-auth__title">
          Sign In
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Only actively employed members can access {brandName}.
        </Typography.Paragraph>
        {failure && (
          <Alert type="error" showIcon title="Login Failed" description={failure} className="pw-auth__alert" />
        )}
        <CredentialsForm onSubmit={signIn} submitting={isLoading} submitLabel="Sign In" />
        <Typography.Paragraph className="pw-auth__footer">
          Not a member yet? <Link to="/apply">Apply to join</Link>
        </Typography.Paragraph>
      </Card>
    </section>
  );
}
