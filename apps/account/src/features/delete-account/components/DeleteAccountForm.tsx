import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from '@shop/router';
import {
  DeleteCustomerBodySchema,
  errorCodes,
  isApiError,
  type Customer,
  type SecondFactorProof,
} from '@shop/api-client';
import { useDeleteAccount, useLogout } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';
import { Button, Link as UiLink } from '@shop/ui';
import {
  applyApiError,
  asksForCode,
  codeFieldOf,
  contractResolver,
  FormAlert,
  type FormFailure,
  proofOfCode,
  SecondFactorCodeField,
  TextField,
} from '@shop/forms';

interface Values {
  password: string;
  /** The second factor's code, once the API asked for it. */
  code: string;
}

const resolver = contractResolver(DeleteCustomerBodySchema, {
  prepare: ({ password, code }: Values) => ({ password, ...proofOfCode(code) }),
});

/** Where the customer removes what keeps the account from being deleted. */
const fixedOn: Partial<Record<string, 'limitOrders' | 'orders' | 'deposit'>> = {
  [errorCodes.limitOrdersExist]: 'limitOrders',
  [errorCodes.openOrdersExist]: 'orders',
  [errorCodes.depositHoldingsExist]: 'deposit',
};

/**
 * Deletes the account (spec 5): it needs the password (and, with the second factor on, a code
 * of the app: the field appears when the API asks for it); limit orders, orders still open and
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
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<Values, unknown, { password: string } & SecondFactorProof>({
    resolver,
    defaultValues: { password: '', code: '' },
  });
  const t = (id: MessageId) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await remove.mutateAsync({ customerId: customer.id, ...body });
      notify({ type: 'success', title: t('account.delete.done') });
      // Home first, then the session ends: the account area's guard stays out of the way.
      navigate(pathTo('home'));
      await logout();
    } catch (error) {
      if (isApiError(error) && asksForCode(error.code)) {
        setNeedsCode(true);
        form.setValue('code', '');
        if (error.code === errorCodes.secondFactorRequired && !needsCode) return;
      }
      setFailure(
        applyApiError(error, form.setError, {
          fields: (path) => codeFieldOf(path) ?? (path === 'body.password' ? 'password' : null),
          codeFields: { incorrect_password: 'password', second_factor_invalid: 'code' },
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
      {needsCode ? <SecondFactorCodeField form={form} name="code" /> : null}
      <div>
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {t('account.delete.submit')}
        </Button>
      </div>
    </form>
  );
}
