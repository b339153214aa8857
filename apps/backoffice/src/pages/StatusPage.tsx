import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { ButtonLink } from '@shop/ui';
import { usePageTitle } from '../shared/page/use-page-title';

/** An address the back-office has no page for, or a page the member may not open. */
export function StatusPage({ kind }: { kind: 'notFound' | 'forbidden' }) {
  const intl = useIntl();
  usePageTitle(`backoffice.${kind}.title`);
  return (
    <div className="ui-stack">
      <h1 className="backoffice-heading">
        {intl.formatMessage({ id: `backoffice.${kind}.title` })}
      </h1>
      <p>{intl.formatMessage({ id: `backoffice.${kind}.text` })}</p>
      <div>
        <ButtonLink as={Link} href="/" variant="outline">
          {intl.formatMessage({ id: 'backoffice.toHome' })}
        </ButtonLink>
      </div>
    </div>
  );
}
