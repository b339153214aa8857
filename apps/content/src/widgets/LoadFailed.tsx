import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { Button } from '@shop/ui';

/**
 * A content query that failed after its retries: what could not be loaded, and a way to try
 * again without reloading the shop.
 */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: MessageId;
  onRetry: () => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div role="alert" className={className}>
      <p>{intl.formatMessage({ id: message })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'content.retry' })}
      </Button>
    </div>
  );
}
