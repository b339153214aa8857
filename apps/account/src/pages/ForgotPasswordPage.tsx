import { useIntl } from 'react-intl';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/password/components/ForgotPasswordForm';
import '../account.css';

export default function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'account.forgot.title' })}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
