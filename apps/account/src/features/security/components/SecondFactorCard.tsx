import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  SecondFactorConfirmBodySchema,
  SecondFactorDisableBodySchema,
  SecondFactorEnrolmentBodySchema,
  type SecondFactorEnrolment,
  type SecondFactorProof,
} from '@shop/api-client';
import {
  useDisableSecondFactor,
  useEnableSecondFactor,
  useSecondFactorStatus,
  useStartSecondFactor,
} from '@shop/api-client/react';
import { Button, Card, CardBody, CardHeader, Skeleton, Toast } from '@shop/ui';
import {
  applyApiError,
  codeFieldOf,
  contractResolver,
  failureOf,
  FormAlert,
  type FormFailure,
  proofOfCode,
  TextField,
} from '@shop/forms';

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
/** The base32 key in groups of four, as authenticator apps show it. */
const groupedSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

const passwordResolver = contractResolver<
  { password: string },
  typeof SecondFactorEnrolmentBodySchema
>(SecondFactorEnrolmentBodySchema);
const codeResolver = contractResolver<{ otp: string }, typeof SecondFactorConfirmBodySchema>(
  SecondFactorConfirmBodySchema,
);
const disableResolver = contractResolver(SecondFactorDisableBodySchema, {
  prepare: ({ password, code }: { password: string; code: string }) => ({
    password,
    ...proofOfCode(code),
  }),
});

/** Turning the factor on: the password, then the QR code and the app's first code. */
function EnableSecondFactor({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const start = useStartSecondFactor();
  const enable = useEnableSecondFactor();
  const [offer, setOffer] = useState<SecondFactorEnrolment | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const passwordForm = useForm<{ password: string }>({
    resolver: passwordResolver,
    defaultValues: { password: '' },
  });
  const codeForm = useForm<{ otp: string }>({ resolver: codeResolver, defaultValues: { otp: '' } });

  const onStart = passwordForm.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      setOffer(await start.mutateAsync(password));
    } catch (error) {
      setFailure(
        applyApiError(error, passwordForm.setError, {
          fields: ['password'],
          codeFields: { incorrect_password: 'password' },
        }),
      );
    }
  });
  const onEnable = codeForm.handleSubmit(async ({ otp }) => {
    setFailure(null);
    try {
      onEnabled((await enable.mutateAsync(otp)).recoveryCodes);
    } catch (error) {
      setFailure(
        applyApiError(error, codeForm.setError, {
          fields: ['otp'],
          codeFields: { second_factor_invalid: 'otp' },
        }),
      );
    }
  });

  if (!offer)
    return (
      <form
        className="ui-stack"
        noValidate
        onSubmit={onStart}
        aria-label={t('account.secondFactor.start')}
      >
        <p>{t('account.secondFactor.off')}</p>
        <FormAlert failure={failure} />
        <TextField
          form={passwordForm}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t('account.field.password')}
        />
        <div>
          <Button type="submit" variant="secondary" loading={start.isPending}>
            {t('account.secondFactor.start')}
          </Button>
        </div>
      </form>
    );
  return (
    <form
      className="ui-stack"
      noValidate
      onSubmit={onEnable}
      aria-label={t('account.secondFactor.enable')}
    >
      <p>{t('account.secondFactor.scan')}</p>
      <img
        src={svgDataUrl(offer.qrSvg)}
        alt={t('account.secondFactor.qr')}
        width={192}
        height={192}
      />
      <p>
        {t('account.secondFactor.secret')}:{' '}
        <code data-testid="second-factor-secret">{groupedSecret(offer.secret)}</code>
      </p>
      <FormAlert failure={failure} />
      <TextField
        form={codeForm}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        label={t('account.secondFactor.code')}
      />
      <div>
        <Button type="submit" loading={enable.isPending}>
          {t('account.secondFactor.enable')}
        </Button>
      </div>
    </form>
  );
}

/** Turning the factor off: the password and a code (or a recovery code). */
function DisableSecondFactor({ onDisabled }: { onDisabled: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const disable = useDisableSecondFactor();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<
    { password: string; code: string },
    unknown,
    { password: string } & SecondFactorProof
  >({
    resolver: disableResolver,
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await disable.mutateAsync(body);
      onDisabled();
    } catch (error) {
      setFailure(
        applyApiError(error, form.setError, {
          fields: (path) => codeFieldOf(path) ?? (path === 'body.password' ? 'password' : null),
          codeFields: {
            incorrect_password: 'password',
            second_factor_required: 'code',
            second_factor_invalid: 'code',
          },
        }),
      );
    }
  });
  return (
    <form
      className="ui-stack"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('account.secondFactor.disable')}
    >
      <FormAlert failure={failure} />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('account.field.password')}
      />
      <TextField
        form={form}
        name="code"
        autoComplete="one-time-code"
        required
        label={t('forms.secondFactor.code')}
      />
      <div>
        <Button type="submit" variant="secondary" loading={disable.isPending}>
          {t('account.secondFactor.disable')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Two-step sign-in (issue 26): off, it is set up with the password, the QR code and a first
 * code, and the recovery codes are shown once; on, it is turned off with the password and a code.
 */
export function SecondFactorCard() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const status = useSecondFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);

  let body;
  if (status.isPending) body = <Skeleton height="6rem" />;
  else if (status.error) body = <FormAlert failure={failureOf(status.error)} />;
  else if (recoveryCodes)
    body = (
      <div className="ui-stack">
        <Toast type="success" inline>
          {t('account.secondFactor.enabled')}
        </Toast>
        <p>{t('account.secondFactor.recoveryCodes')}</p>
        <ul className="account-recovery-codes" aria-label={t('account.secondFactor.title')}>
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </div>
    );
  else if (status.data.enabled)
    body = (
      <div className="ui-stack">
        <p>
          {intl.formatMessage(
            { id: 'account.secondFactor.on' },
            { count: status.data.recoveryCodesLeft },
          )}
        </p>
        <DisableSecondFactor
          onDisabled={() => {
            setNotice('account.secondFactor.disabled');
          }}
        />
      </div>
    );
  else
    body = (
      <div className="ui-stack">
        {notice ? (
          <Toast type="success" inline>
            {t(notice)}
          </Toast>
        ) : null}
        <EnableSecondFactor
          onEnabled={(codes) => {
            setNotice(null);
            setRecoveryCodes(codes);
          }}
        />
      </div>
    );

  return (
    <Card as="section">
      <CardHeader title={t('account.secondFactor.title')} headingLevel={2} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}
