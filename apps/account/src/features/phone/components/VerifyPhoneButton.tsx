import { useIntl } from 'react-intl';
import { useOpenModal } from '@shop/app-state';
import { Button } from '@shop/ui';

/** Opens the PhoneVerification modal. */
export function VerifyPhoneButton() {
  const intl = useIntl();
  const openModal = useOpenModal();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="dialog"
      onClick={() => openModal('phoneVerification')}
    >
      {intl.formatMessage({ id: 'account.phone.verify' })}
    </Button>
  );
}
