import { useIntl } from 'react-intl';
import { Button, Toast } from '@shop/ui';

/** A failed load, said plainly, with the one thing the visitor can do about it. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Toast
      type="error"
      inline
      title={intl.formatMessage({ id: 'catalog.error.title' })}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'catalog.error.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'catalog.error.text' })}
    </Toast>
  );
}
