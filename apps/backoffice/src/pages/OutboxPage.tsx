import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { staffOutboxPageSize } from '@shop/api-client/staff';
import { useStaffOutbox } from '@shop/api-client/staff/react';
import { FormAlert, failureOf } from '@shop/forms';
import { Button, EmptyState, FormField, Input, Skeleton } from '@shop/ui';
import { OutboxMessageView } from '../features/outbox/components/OutboxMessageView';
import { OutboxTable } from '../features/outbox/components/OutboxTable';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/settings/settings.css';

/**
 * The outbox for staff (permission `settings` for every store, issue 26 item 6): the mail and SMS
 * the shop sent while the outbox is its transport, searched by part of the address, and one
 * message rendered beside the list.
 */
export function OutboxPage() {
  const t = useIntl().formatMessage;
  usePageTitle('backoffice.outbox.title');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [openId, setOpenId] = useState<string | null>(null);
  const outbox = useStaffOutbox(query);
  const pages = Math.max(1, Math.ceil((outbox.data?.total ?? 0) / staffOutboxPageSize));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setOpenId(null);
    setQuery({ q: typed.trim(), page: 1 });
  };
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.outbox.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.outbox.intro' })}</p>
      </header>
      <form className="backoffice-filters" role="search" onSubmit={search}>
        <FormField label={t({ id: 'backoffice.outbox.search' })}>
          <Input
            type="search"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <div className="backoffice-filters__actions">
          <Button type="submit">{t({ id: 'backoffice.outbox.searchButton' })}</Button>
        </div>
      </form>
      {outbox.isError ? (
        <FormAlert failure={failureOf(outbox.error)} />
      ) : outbox.data === undefined ? (
        <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />
      ) : outbox.data.messages.length === 0 ? (
        <EmptyState headingLevel={2} title={t({ id: 'backoffice.outbox.empty' })} />
      ) : (
        <div className={`backoffice-outbox${openId ? ' backoffice-outbox--open' : ''}`}>
          <div className="ui-stack">
            <p className="backoffice-total" role="status">
              {t({ id: 'backoffice.outbox.total' }, { total: outbox.data.total })}
            </p>
            <OutboxTable messages={outbox.data.messages} openId={openId} onOpen={setOpenId} />
            {pages > 1 ? (
              <nav
                className="backoffice-filters__actions"
                aria-label={t({ id: 'backoffice.outbox.caption' })}
              >
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={query.page <= 1}
                  onClick={() => setQuery({ ...query, page: query.page - 1 })}
                >
                  {t({ id: 'backoffice.outbox.previous' })}
                </Button>
                <span>{t({ id: 'backoffice.outbox.page' }, { page: query.page, pages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={query.page >= pages}
                  onClick={() => setQuery({ ...query, page: query.page + 1 })}
                >
                  {t({ id: 'backoffice.outbox.next' })}
                </Button>
              </nav>
            ) : null}
          </div>
          {openId ? <OutboxMessageView key={openId} id={openId} /> : null}
        </div>
      )}
    </div>
  );
}
