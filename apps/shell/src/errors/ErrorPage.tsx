import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState, Skeleton } from '@shop/ui';
import { useLocalizedPath } from '@shop/i18n/react';
import { RemoteModule } from '../federation/RemoteModule';

interface ErrorPageProps {
  status: number;
  messageId: 'error.notFound' | 'error.routeInvalid' | 'error.generic';
  path: string;
}

/** What the content remote's exposed ErrorContent widget takes. */
interface ErrorContentProps {
  status: number;
  message?: ReactNode;
  fallback: ReactNode;
  headingId: string;
}

/**
 * The error page: the content editors wrote for the status code, or the message passed with the
 * error (a route validation failure names the address); the built-in message while the content
 * system has nothing for the status.
 */
export function ErrorPage({ status, messageId, path }: ErrorPageProps) {
  const pathTo = useLocalizedPath();
  const builtIn = (
    <EmptyState
      title={
        <span id="error-title">
          <FormattedMessage id={messageId} values={{ path }} />
        </span>
      }
      text={<FormattedMessage id="error.title" values={{ status }} />}
      action={
        <ButtonLink as={Link} href={pathTo('home')} variant="primary">
          <FormattedMessage id="error.backHome" />
        </ButtonLink>
      }
    />
  );
  return (
    <section
      className="shell-error ui-container"
      aria-labelledby="error-title"
      data-status={status}
    >
      <RemoteModule<ErrorContentProps>
        remote="content"
        module="./ErrorContent"
        props={{
          status,
          ...(messageId === 'error.routeInvalid' ? { message: builtIn } : {}),
          fallback: builtIn,
          headingId: 'error-title',
        }}
        loading={<Skeleton variant="block" className="shell-page-skeleton" />}
      />
    </section>
  );
}
