import { useIntl } from 'react-intl';
import { useSearchParams } from '@shop/router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ConfirmEmailChange } from '../features/security/components/ConfirmEmailChange';
import '../account.css';

/** The page the e-mail change mail links to: `?token=…`. */
export default function ConfirmEmailChangePage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  return (
    <AuthCard title={intl.formatMessage({ id: 'route.confirmEmailChange' })}>
      <ConfirmEmailChange token={search.get('token')} />
    </AuthCard>
  );
}
