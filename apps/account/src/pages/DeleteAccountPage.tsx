import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from '@shop/ui';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { DeleteAccountForm } from '../features/delete-account/components/DeleteAccountForm';
import '../account.css';

export default function DeleteAccountPage() {
  const intl = useIntl();
  return (
    <AccountArea current="deleteAccount">
      {(customer) => (
        <Card as="section">
          <CardHeader title={intl.formatMessage({ id: 'account.delete.title' })} headingLevel={2} />
          <CardBody>
            <DeleteAccountForm customer={customer} />
          </CardBody>
        </Card>
      )}
    </AccountArea>
  );
}
