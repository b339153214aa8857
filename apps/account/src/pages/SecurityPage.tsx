import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from '@shop/ui';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { DataExportCard } from '../features/security/components/DataExportCard';
import { EmailChangeForm } from '../features/security/components/EmailChangeForm';
import { SecondFactorCard } from '../features/security/components/SecondFactorCard';
import { SessionsCard } from '../features/security/components/SessionsCard';
import '../account.css';

/**
 * The customer's own security and data (issue 26, item 7): the e-mail address, two-step
 * sign-in, where they are signed in, and the download of their data.
 */
export default function SecurityPage() {
  const intl = useIntl();
  return (
    <AccountArea current="security">
      {(customer) => (
        <div className="ui-stack">
          <Card as="section">
            <CardHeader
              title={intl.formatMessage({ id: 'account.email.title' })}
              headingLevel={2}
            />
            <CardBody>
              <EmailChangeForm customer={customer} />
            </CardBody>
          </Card>
          <SecondFactorCard />
          <SessionsCard />
          <DataExportCard />
        </div>
      )}
    </AccountArea>
  );
}
