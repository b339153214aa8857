import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState } from '@shop/ui';
import { useLocalizedPath } from '@shop/i18n/react';

interface ErrorPageProps {
  status: number;
  messageId: 'error.notFound' | 'error.routeInvalid' | 'error.generic';
  path: string;
}

/** The error page: the message for the status code, with a way back home. */
export function ErrorPage({ status, messageId, path }: ErrorPageProps) {
  const pathTo = useLocalizedPath();
  return (
    <section
      className="shell-error ui-container"
      aria-labelledby="error-title"
      data-status={status}
    >
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
    </section>
  );
}
