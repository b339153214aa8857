import { useIntl } from 'react-intl';
import { ClockIcon, EmptyState } from '@shop/ui';
import { ComponentStory } from '../widgets/ComponentStory';

/** The maintenance notice as editors wrote it (`components/maintenance`), or the built-in one. */
export default function MaintenancePage() {
  const intl = useIntl();
  return (
    <ComponentStory
      slug="maintenance"
      framed
      fallback={
        <EmptyState
          icon={<ClockIcon />}
          title={intl.formatMessage({ id: 'content.maintenance.title' })}
          text={intl.formatMessage({ id: 'content.maintenance.text' })}
        />
      }
    />
  );
}
