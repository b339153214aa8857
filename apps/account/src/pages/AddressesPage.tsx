import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@shop/router';
import type { PageProps } from '@shop/i18n';
import { ButtonLink } from '@shop/ui';
import { AccountArea } from '../features/account-area/components/AccountArea';
import { AddressBook } from '../features/addresses/components/AddressBook';
import { returnPath, returnToParam } from '../features/auth/return-path';
import '../account.css';

/**
 * The address book. A page that sent the customer here for an address (the limit-order form
 * when none is saved) passes `returnTo`; a link leads back to it (pages of this shop only).
 */
export default function AddressesPage({ match }: PageProps) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const back = returnPath(search.get(returnToParam), match.language);
  return (
    <AccountArea current="addresses">
      {(customer) => (
        <>
          <AddressBook customer={customer} />
          {back ? (
            <p>
              <ButtonLink as={Link} href={back} variant="outline">
                {intl.formatMessage({ id: 'account.addresses.returnTo' })}
              </ButtonLink>
            </p>
          ) : null}
        </>
      )}
    </AccountArea>
  );
}
