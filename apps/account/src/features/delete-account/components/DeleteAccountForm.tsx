import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { DeleteCustomerBodySchema, errorCodes, type Customer } from '@shop/api-client';
import { useDeleteAccount, useLogout } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';
import { Button, Link as UiLink } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  TextField,
} from '@shop/forms';

interface Values {
  password: string;
}

const resolver = contractResolver<Values, typeof DeleteCustomerBodySchema>(
  DeleteCustomerBodySchema,
);

/** Where the customer removes what keeps the account from being deleted. */
const fixedOn: Partial<Record<string, 'limitOrders' | 'orders' | 'deposit'>> = {
  [errorCodes.limitOrdersExist]: 'limitOrders',
  [errorCodes.openOrdersExist]: 'orders',
  [errorCodes.depositHoldingsExist]: 'deposit',
};

/**
 * Deletes the account (spec 5): it needs the password; limit orders, orders still open and
 * metal in the deposit keep it (the API says which, and the alert links to where to act).
 * Afterwards the customer is signed out and sent to the home page with a notice.
 */
export function DeleteAccountForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const navigate = useNavigate();
  const { notify } = useNotify();
  const remove = useDeleteAccount();
  const logout = useLogout();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: { password: '' } });
  const t = (id: MessageId) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await remove.mutateAsync({ customerId: customer.id, password });
      notify({ type: 'success', title: t('account.delete.done') });
      // Home first, then the session ends: the account area's guard stays out of the way.
      navigate(pathTo('home'));
      await logout();
    } catch (error) {
      setFailure(
        applyApiError(error, form.setError, {
          fields: ['password'],
          codeFields: { incorrect_password: 'password' },
        }),
      );
    }
  });

  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit} aria-label={t('route.deleteAccount')}>
      <p>{t('account.delete.text')}</p>
      <p className="ui-text-muted">{t('account.delete.preconditions')}</p>
      <FormAlert
        failure={failure}
        action={
          failure?.code && fixedOn[failure.code] ? (
            <UiLink as={Link} href={pathTo(fixedOn[failure.code]!)}>
              {t(`route.${fixedOn[failure.code]!}`)}
            </UiLink>
          ) : undefined
        }
      />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('account.field.password')}
      />
      <div>
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {t('account.delete.submit')}
        </Button>
      </div>
    </form>
  );
}
