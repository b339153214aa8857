import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  OrderLookupBodySchema,
  OrderLookupCodeBodySchema,
  type OrderLookupAnswer,
  type OrderLookupCodeBody,
} from '@shop/api-client';
import { useOrderLookup, useOrderLookupCode } from '@shop/api-client/react';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  TextField,
  type FormFailure,
} from '@shop/forms';
import { Button, Toast } from '@shop/ui';

/** First step: the order number and the e-mail the order names; a code goes to that e-mail. */
function RequestCode({ onSent }: { onSent: (request: OrderLookupCodeBody) => void }) {
  const intl = useIntl();
  const requestCode = useOrderLookupCode();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<OrderLookupCodeBody, unknown, OrderLookupCodeBody>({
    resolver: contractResolver(OrderLookupCodeBodySchema),
    defaultValues: { orderNumber: '', email: '' },
  });
  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await requestCode.mutateAsync(request);
      onSent(request);
    } catch (error) {
      setFailure(applyApiError(error, form.setError, { fields: ['orderNumber', 'email'] }));
    }
  });
  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      <p>{intl.formatMessage({ id: 'account.lookup.intro' })}</p>
      <FormAlert failure={failure} />
      <TextField
        form={form}
        name="orderNumber"
        required
        autoComplete="off"
        label={intl.formatMessage({ id: 'account.lookup.orderNumber' })}
        hint={intl.formatMessage({ id: 'account.lookup.orderNumber.hint' })}
      />
      <TextField
        form={form}
        name="email"
        type="email"
        required
        autoComplete="email"
        label={intl.formatMessage({ id: 'account.field.email' })}
      />
      <div>
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {intl.formatMessage({ id: 'account.lookup.sendCode' })}
        </Button>
      </div>
    </form>
  );
}

/** Second step: the code from the mail opens the order. */
function EnterCode({
  request,
  onFound,
  onRestart,
}: {
  request: OrderLookupCodeBody;
  onFound: (answer: OrderLookupAnswer) => void;
  onRestart: () => void;
}) {
  const intl = useIntl();
  const lookup = useOrderLookup();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver: contractResolver(OrderLookupBodySchema, {
      prepare: (values: { code: string }) => ({ ...request, ...values }),
      fieldOf: (path) => (path === 'code' ? 'code' : null),
    }),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onFound(await lookup.mutateAsync({ ...request, code }));
    } catch (error) {
      setFailure(applyApiError(error, form.setError, { fields: ['code'] }));
    }
  });
  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      <Toast type="success" inline>
        {intl.formatMessage({ id: 'account.lookup.codeSent' }, { email: request.email })}
      </Toast>
      <FormAlert failure={failure} />
      <TextField
        form={form}
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={intl.formatMessage({ id: 'account.lookup.code' })}
      />
      <div className="account-actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {intl.formatMessage({ id: 'account.lookup.open' })}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {intl.formatMessage({ id: 'account.lookup.restart' })}
        </Button>
      </div>
    </form>
  );
}

/**
 * A guest finds an order (issue 25, item 8): number and e-mail, then the code mailed to that
 * e-mail. Whether such an order exists is not said before the code is right.
 */
export function OrderLookupForm({ onFound }: { onFound: (answer: OrderLookupAnswer) => void }) {
  const [request, setRequest] = useState<OrderLookupCodeBody | null>(null);
  return request ? (
    <EnterCode request={request} onFound={onFound} onRestart={() => setRequest(null)} />
  ) : (
    <RequestCode onSent={setRequest} />
  );
}
