import '../content.css';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useAllBranches } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, Card, CardBody, Skeleton, Toast } from '@shop/ui';
import { OpenNowBadge, StoreAddress } from '../features/stores/components/StoreInfo';

/** Every branch of the dealer, with address and open-now state, linking to its store page. */
export default function StoresPage() {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const branches = useAllBranches();
  return (
    <div className="content-stores">
      <p className="content-lead">{intl.formatMessage({ id: 'content.stores.lead' })}</p>
      {branches.isPending ? <Skeleton variant="block" height="12rem" /> : null}
      {branches.isError ? (
        <Toast
          type="error"
          inline
          action={
            <Button variant="outline" size="sm" onClick={() => void branches.refetch()}>
              {intl.formatMessage({ id: 'content.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'content.store.loadFailed' })}
        </Toast>
      ) : null}
      {branches.data ? (
        <ul className="ui-grid content-stores__list">
          {branches.data.map((branch) => (
            <li key={branch.id}>
              <Card>
                <CardBody>
                  <h2 className="content-store__heading">
                    <Link to={pathTo('storeDetail', { slug: branch.slug })}>
                      {branch.name[language]}
                    </Link>
                  </h2>
                  <OpenNowBadge branch={branch} />
                  <StoreAddress branch={branch} />
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
