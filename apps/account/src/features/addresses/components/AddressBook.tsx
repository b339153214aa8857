import type { MessageId } from '@shop/i18n';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Customer } from '@shop/api-client';
import { useRemoveAddress, useUpdateAddress } from '@shop/api-client/react';
import { Button, Card, CardBody, CardHeader, EmptyState, MapPinIcon, Toast } from '@shop/ui';
import { failureOf, FormAlert, type FormFailure } from '@shop/forms';
import { draftOf } from '../address-draft';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';

/** The customer's addresses: list, add, edit, mark default shipping and billing, remove. */
export function AddressBook({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const update = useUpdateAddress();
  const remove = useRemoveAddress();
  /** 'new', the id of the address being edited, or null while only the list shows. */
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const busy = update.isPending || remove.isPending;

  const run = async (action: () => Promise<unknown>, message: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await action();
      setNotice(message);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const closeForm = (message?: string) => {
    setEditing(null);
    if (message) setNotice(message);
    // Focus returns to where the customer started.
    setTimeout(() => addButton.current?.focus(), 0);
  };

  const edited = customer.addresses.find((a) => a.id === editing);
  if (editing) {
    return (
      <Card as="section">
        <CardHeader
          title={t(edited ? 'account.addresses.edit' : 'account.addresses.new')}
          headingLevel={2}
        />
        <CardBody>
          <AddressForm
            customerId={customer.id}
            address={edited}
            onDone={closeForm}
            onCancel={() => closeForm()}
          />
        </CardBody>
      </Card>
    );
  }

  return (
    <div className="ui-stack">
      <div className="ui-cluster ui-cluster--between">
        <h2 id="account-addresses-title" className="account-heading">
          {t('account.addresses.title')}
        </h2>
        <Button ref={addButton} variant="secondary" onClick={() => setEditing('new')}>
          {t('account.addresses.add')}
        </Button>
      </div>
      <div aria-live="polite">
        {notice ? (
          <Toast type="success" inline>
            {notice}
          </Toast>
        ) : null}
      </div>
      <FormAlert failure={failure} />
      {customer.addresses.length === 0 ? (
        <EmptyState
          icon={<MapPinIcon />}
          title={t('account.addresses.empty')}
          text={t('account.addresses.emptyText')}
          headingLevel={3}
        />
      ) : (
        <ul
          className="ui-grid ui-grid--2 account-addresses"
          aria-labelledby="account-addresses-title"
        >
          {customer.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onEdit={() => setEditing(address.id)}
              onMakeDefault={(kind) =>
                void run(
                  () =>
                    update.mutateAsync({
                      customerId: customer.id,
                      addressId: address.id,
                      address: draftOf(address, { [kind]: true }),
                    }),
                  t(
                    kind === 'defaultShipping'
                      ? 'account.addresses.defaultShipping.done'
                      : 'account.addresses.defaultBilling.done',
                  ),
                )
              }
              onRemove={() =>
                // The card and its buttons leave; focus goes to the list's own action.
                void run(
                  () => remove.mutateAsync({ customerId: customer.id, addressId: address.id }),
                  t('account.addresses.removed'),
                ).then(() => addButton.current?.focus())
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
