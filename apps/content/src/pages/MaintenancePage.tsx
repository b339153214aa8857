import { useIntl } from 'react-intl';
import { ClockIcon, EmptyState } from '@shop/ui';

export default function MaintenancePage() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={<ClockIcon />}
      title={intl.formatMessage({ id: 'content.maintenance.title' })}
      text={intl.formatMessage({ id: 'content.maintenance.text' })}
    />
  );
}
