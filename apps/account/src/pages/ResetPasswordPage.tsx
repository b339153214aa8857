import { useIntl } from 'react-intl';
import { useSearchParams } from '@shop/router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/password/components/ResetPasswordForm';
import '../account.css';

/** The page the password reset mail links to: `?token=…`. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  return (
    <AuthCard title={intl.formatMessage({ id: 'account.reset.title' })}>
      <ResetPasswordForm token={search.get('token')} />
    </AuthCard>
  );
}
