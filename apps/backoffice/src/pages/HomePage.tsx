import { useIntl } from 'react-intl';
import type { StaffMe } from '@shop/api-client/staff';
import { Table } from '@shop/ui';
import { usePageTitle } from '../shared/page/use-page-title';

/** The member's start page: who they are signed in as and what they may do, in which stores. */
export function HomePage({ me }: { me: StaffMe }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle('backoffice.nav.home');
  return (
    <div className="ui-stack ui-stack--lg">
      <h1 className="backoffice-heading">
        {t({ id: 'backoffice.home.title' }, { name: me.name })}
      </h1>
      {me.grants.length === 0 ? (
        <p>{t({ id: 'backoffice.home.noPermissions' })}</p>
      ) : (
        <div className="backoffice-grants">
          <Table caption={t({ id: 'backoffice.home.permissions' })} density="compact">
            <thead>
              <tr>
                <th scope="col">{t({ id: 'backoffice.home.permission' })}</th>
                <th scope="col">{t({ id: 'backoffice.home.stores' })}</th>
              </tr>
            </thead>
            <tbody>
              {me.grants.map((grant) => (
                <tr key={`${grant.permission}:${grant.stores?.join(',') ?? '*'}`}>
                  <td>{t({ id: `backoffice.permission.${grant.permission}` })}</td>
                  <td>
                    {grant.stores === null
                      ? t({ id: 'backoffice.home.allStores' })
                      : intl.formatList(grant.stores.map((store) => t({ id: `store.${store}` })))}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </div>
  );
}
