import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { ButtonLink, EmptyState } from '@shop/ui';
import { useLocalizedPath } from '@shop/i18n/react';
import { RemoteModule } from '../federation/RemoteModule';

interface ErrorPageProps {
  status: number;
  messageId: 'error.notFound' | 'error.routeInvalid' | 'error.generic';
  path: string;
}

const headingId = 'error-title';

/**
 * The error page (spec 2): what editors wrote for the status code, through the content remote's
 * ErrorContent. An address whose parameter is invalid passes its own message instead; the
 * built-in message stands in where the content system has nothing or its remote fails.
 */
export function ErrorPage({ status, messageId, path }: ErrorPageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  // Formatted here: inside the remote the texts are the remote's, which need not have these.
  const builtIn = (
    <EmptyState
      title={<span id={headingId}>{intl.formatMessage({ id: messageId }, { path })}</span>}
      text={intl.formatMessage({ id: 'error.title' }, { status })}
      action={
        <ButtonLink as={Link} href={pathTo('home')} variant="primary">
          {intl.formatMessage({ id: 'error.backHome' })}
        </ButtonLink>
      }
    />
  );
  return (
    <section className="shell-error ui-container" aria-labelledby={headingId} data-status={status}>
      <RemoteModule
        remote="content"
        module="./ErrorContent"
        props={{
          status,
          headingId,
          fallback: builtIn,
          ...(messageId === 'error.routeInvalid' ? { message: builtIn } : {}),
        }}
        failed={builtIn}
      />
    </section>
  );
}
