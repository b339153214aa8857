import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from '@shop/router';
import { useStaffCustomerSearch } from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { Button, EmptyState, FormField, Input, Skeleton, Toast } from '@shop/ui';
import { CustomersTable } from '../features/customers/components/CustomersTable';
import { usePageTitle } from '../shared/page/use-page-title';
import { LoadFailed } from '../shared/page/LoadFailed';

/**
 * The customer search (permission `customers`): name, e-mail, number, company or VAT ID, in
 * the URL (?q=) so a search can be linked and the back button returns to it.
 */
export function CustomersPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.customers.title');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const found = useStaffCustomerSearch(q);
  // Arriving from an erased customer's page: say so at the heading, which takes the focus.
  const erased = (useLocation().state as { erased?: string } | null)?.erased;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (erased) heading.current?.focus();
  }, [erased]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const caption = t(q ? 'backoffice.customers.caption' : 'backoffice.customers.newest');
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading" ref={heading} tabIndex={-1}>
          {t('backoffice.customers.title')}
        </h1>
        <p className="ui-text-muted">{t('backoffice.customers.intro')}</p>
      </header>
      {erased ? (
        <Toast type="success" inline>
          {intl.formatMessage({ id: 'backoffice.customers.done.erased' }, { number: erased })}
        </Toast>
      ) : null}
      <form role="search" className="ui-cluster" onSubmit={submit}>
        <FormField label={t('backoffice.customers.search')} labelHidden>
          <Input
            type="search"
            name="q"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <Button type="submit">{t('backoffice.customers.searchButton')}</Button>
      </form>
      {found.isError ? (
        <LoadFailed onRetry={() => void found.refetch()}>
          {t('backoffice.customers.error')} {errorText(intl, found.error)}
        </LoadFailed>
      ) : found.data === undefined ? (
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      ) : found.data.customers.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage({ id: 'backoffice.customers.none' }, { q })}
        />
      ) : (
        <section className="ui-stack" aria-labelledby="customers-found">
          <h2 id="customers-found" className="backoffice-subheading" aria-live="polite">
            {caption}
          </h2>
          <CustomersTable customers={found.data.customers} caption={caption} />
        </section>
      )}
    </div>
  );
}
