import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffCustomer } from '@shop/api-client/staff';
import {
  useStaffCustomerAction,
  useStaffCustomerExport,
  type StaffCustomerActionName,
} from '@shop/api-client/staff/react';
import { FormAlert, failureOf, type FormFailure } from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { Button, Modal, Toast } from '@shop/ui';

type Done = 'activationSent' | 'unlocked' | 'sessionsEnded' | 'exported';

/** Offers the export as a file download made in the page (the JSON the API answered). */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The actions on a customer's account. Each says what it did (or why not) in a live message;
 * erasing asks first in a dialog whose confirmation button takes the focus, and `onErased`
 * takes the member away from the page that no longer exists.
 */
export function CustomerActions({
  customer,
  onErased,
}: {
  customer: StaffCustomer;
  onErased: (customerNumber: string) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { summary } = customer;
  const action = useStaffCustomerAction(summary.id);
  const exporting = useStaffCustomerExport(summary.id);
  const [done, setDone] = useState<Done | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [erasing, setErasing] = useState(false);
  const [eraseFailure, setEraseFailure] = useState<FormFailure>(null);

  const run = (name: Exclude<StaffCustomerActionName, 'erase'>, result: Done) => {
    setDone(null);
    setFailure(null);
    action.mutate(name, {
      onSuccess: () => setDone(result),
      onError: (error) => setFailure(failureOf(error)),
    });
  };
  const exportData = () => {
    setDone(null);
    setFailure(null);
    exporting.mutate(undefined, {
      onSuccess: (data) => {
        download(`customer-${summary.customerNumber}-${data.exportedAt.slice(0, 10)}.json`, data);
        setDone('exported');
      },
      onError: (error) => setFailure(failureOf(error)),
    });
  };
  const erase = () => {
    setEraseFailure(null);
    action.mutate('erase', {
      onSuccess: () => {
        setErasing(false);
        onErased(summary.customerNumber);
      },
      onError: (error) => setEraseFailure(failureOf(error)),
    });
  };
  const busy = action.isPending || exporting.isPending;
  const name = `${summary.firstName} ${summary.lastName}`;

  return (
    <div className="ui-stack">
      <div className="ui-cluster" role="group" aria-label={t('backoffice.customers.actions')}>
        {summary.active ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => run('resendActivation', 'activationSent')}
          >
            {t('backoffice.customers.resendActivation')}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => run('unlock', 'unlocked')}>
          {t('backoffice.customers.unlock')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => run('endSessions', 'sessionsEnded')}
        >
          {t('backoffice.customers.endSessions')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={exportData}>
          {t('backoffice.customers.export')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => setErasing(true)}>
          {t('backoffice.customers.erase')}
        </Button>
      </div>
      <div aria-live="polite">
        {done ? (
          <Toast type="success" inline>
            {t(`backoffice.customers.done.${done}`)}
          </Toast>
        ) : null}
        <FormAlert failure={failure} />
      </div>
      {erasing ? (
        <Modal
          open
          size="sm"
          onClose={() => setErasing(false)}
          title={intl.formatMessage({ id: 'backoffice.customers.eraseTitle' }, { name })}
          closeLabel={t('backoffice.customers.close')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setErasing(false)}>
                {t('backoffice.customers.cancel')}
              </Button>
              <Button variant="danger" loading={action.isPending} onClick={erase}>
                {t('backoffice.customers.confirmErase')}
              </Button>
            </>
          }
        >
          <div className="ui-stack">
            {/* A refusal (open orders, metal held) says why, in the member's language. */}
            <FormAlert failure={eraseFailure} />
            <p>{t('backoffice.customers.eraseText')}</p>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
