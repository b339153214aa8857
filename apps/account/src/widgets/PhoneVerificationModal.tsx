import { useIntl } from 'react-intl';
import { useCustomer } from '@shop/api-client/react';
import { Skeleton, Toast } from '@shop/ui';
import { PhoneVerification } from '../features/phone/components/PhoneVerification';
import '../account.css';

/** The PhoneVerification modal's contents (the shell renders the dialog). */
export default function PhoneVerificationModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { customer, isPending } = useCustomer();
  if (customer) return <PhoneVerification customer={customer} onDone={onClose} />;
  if (isPending) return <Skeleton lines={3} />;
  return (
    <Toast type="info" inline>
      {intl.formatMessage({ id: 'error.unauthorized' })}
    </Toast>
  );
}
