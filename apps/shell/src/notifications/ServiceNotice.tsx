import { useIntl } from 'react-intl';
import { useApiAvailability } from '@shop/api-client/api-status';
import { Toast } from '@shop/ui';

/**
 * While the API does not answer (the price socket dropped and /api/health failed), says that
 * prices and account are temporarily unavailable; it goes when the API is back. A state, not an
 * event: it cannot be dismissed and needs no timer.
 */
export function ServiceNotice() {
  const intl = useIntl();
  if (useApiAvailability() !== 'unavailable') return null;
  return (
    <Toast type="warning" title={intl.formatMessage({ id: 'service.unavailable.title' })}>
      {intl.formatMessage({ id: 'service.unavailable.text' })}
    </Toast>
  );
}
