import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Toast } from '@shop/ui';

/** What a page says when its data could not be read, with a retry beside it. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Toast
      type="error"
      inline
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'backoffice.retry' })}
        </Button>
      }
    >
      {children}
    </Toast>
  );
}
