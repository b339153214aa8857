import type { MessageId } from '@shop/i18n';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  PhoneVerificationBodySchema,
  PhoneVerificationConfirmBodySchema,
  type Customer,
} from '@shop/api-client';
import { useConfirmPhoneCode, useSendPhoneCode } from '@shop/api-client/react';
import { Button, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  TextField,
} from '@shop/forms';
import { PhoneField } from '../../../shared/customer-fields/components/CustomerFields';

const phoneResolver = contractResolver<{ phone: string }, typeof PhoneVerificationBodySchema>(
  PhoneVerificationBodySchema,
);
const codeResolver = contractResolver<{ code: string }, typeof PhoneVerificationConfirmBodySchema>(
  PhoneVerificationConfirmBodySchema,
);

/**
 * Phone verification by SMS code (spec 2, 8): send a 6-digit code to the number, then enter it.
 * A wrong code, too many attempts (wait 10 minutes) and an invalid number get their messages.
 */
export function PhoneVerification({
  customer,
  onDone,
}: {
  customer: Customer;
  onDone: () => void;
}) {
  const intl = useIntl();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [verified, setVerified] = useState(false);
  const phoneForm = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: phoneResolver,
    defaultValues: { phone: customer.phone ?? '' },
  });
  const codeForm = useForm<{ code: string }, unknown, { code: string }>({
    resolver: codeResolver,
    defaultValues: { code: '' },
  });
  const doneButton = useRef<HTMLButtonElement>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });

  useEffect(() => {
    if (verified) doneButton.current?.focus();
  }, [verified]);

  const sendCode = phoneForm.handleSubmit(async ({ phone }) => {
    setFailure(null);
    try {
      await send.mutateAsync(phone);
      codeForm.reset({ code: '' });
      setSentTo(phone);
      // The code field comes next; the customer types there at once.
      setTimeout(() => codeForm.setFocus('code'), 0);
    } catch (error) {
      setFailure(
        applyApiError(error, phoneForm.setError, {
          fields: ['phone'],
          codeFields: { invalid_phone: 'phone' },
        }),
      );
    }
  });

  const confirmCode = codeForm.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await confirm.mutateAsync(code);
      setVerified(true);
    } catch (error) {
      setFailure(
        applyApiError(error, codeForm.setError, {
          fields: ['code'],
          codeFields: { verification_code_incorrect: 'code' },
        }),
      );
    }
  });

  if (verified) {
    return (
      <div className="ui-stack">
        <Toast type="success" inline>
          {t('account.phone.done')}
        </Toast>
        <div>
          <Button ref={doneButton} onClick={onDone}>
            {t('account.close')}
          </Button>
        </div>
      </div>
    );
  }

  if (sentTo) {
    return (
      <form className="ui-stack" noValidate onSubmit={confirmCode}>
        <p role="status">{intl.formatMessage({ id: 'account.phone.sent' }, { phone: sentTo })}</p>
        <FormAlert failure={failure} />
        <TextField
          form={codeForm}
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('account.field.code')}
        />
        <div className="ui-cluster">
          <Button type="submit" loading={confirm.isPending}>
            {t('account.phone.confirm')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setFailure(null);
              setSentTo(null);
            }}
          >
            {t('account.phone.again')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="ui-stack" noValidate onSubmit={sendCode}>
      <p>{t('account.phone.intro')}</p>
      <FormAlert failure={failure} />
      <PhoneField form={phoneForm} required />
      <div>
        <Button type="submit" loading={send.isPending}>
          {t('account.phone.send')}
        </Button>
      </div>
    </form>
  );
}
