import type { MessageId } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from '@shop/ui';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { ChangePasswordForm } from '../features/password/components/ChangePasswordForm';
import { VerifyPhoneButton } from '../features/phone/components/VerifyPhoneButton';
import { ProfileForm } from '../features/profile/components/ProfileForm';
import '../account.css';

/** My data: profile and newsletter interests, phone verification, password change. */
export default function ProfilePage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <AccountArea current="profile">
      {(customer) => (
        <div className="ui-stack ui-stack--lg">
          <Card as="section">
            <CardHeader title={t('account.profile.title')} headingLevel={2} />
            <CardBody>
              <ProfileForm customer={customer} verifyPhone={<VerifyPhoneButton />} />
            </CardBody>
          </Card>
          <Card as="section">
            <CardHeader title={t('account.password.title')} headingLevel={2} />
            <CardBody>
              <ChangePasswordForm />
            </CardBody>
          </Card>
        </div>
      )}
    </AccountArea>
  );
}
