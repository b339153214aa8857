import { useIntl } from 'react-intl';
import { useSearchParams } from '@shop/router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ActivateUser } from '../features/activation/components/ActivateUser';
import '../account.css';

/** The page the activation mail links to: `?emailToken=…`. */
export default function ActivateUserPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  return (
    <AuthCard title={intl.formatMessage({ id: 'account.activation.title' })}>
      <ActivateUser emailToken={search.get('emailToken')} />
    </AuthCard>
  );
}
