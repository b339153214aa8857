import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorCodes, isApiError } from '@shop/api-client';
import {
  type PublicStaffEnrolled,
  type StaffEnrolmentBody,
  type StaffEnrolmentRequired,
} from '@shop/api-client/staff';
import { useStaffEnrolment } from '@shop/api-client/staff/react';
import { Button, Toast } from '@shop/ui';
import { applyApiError, FormAlert, TextField, type FormFailure } from '@shop/forms';
import {
  enrolmentResolver,
  groupedSecret,
  svgDataUrl,
  type EnrolmentValues,
} from '../sign-in-form';

/**
 * First sign-in: the secret to add to an authenticator app, as the API's QR code and as text to
 * type, and the app's first code, which completes the enrolment.
 */
export function EnrolmentStep({
  enrolment,
  credentials,
  onEnrolled,
  onBack,
}: {
  enrolment: StaffEnrolmentRequired['enrolment'];
  credentials: { email: string; password: string };
  onEnrolled: (answer: PublicStaffEnrolled) => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const enrol = useStaffEnrolment();
  const [failure, setFailure] = useState<FormFailure>(null);
  const resolver = useMemo(() => enrolmentResolver(credentials), [credentials]);
  const form = useForm<EnrolmentValues, unknown, StaffEnrolmentBody>({
    resolver,
    defaultValues: { otp: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onEnrolled(await enrol.mutateAsync(body));
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.invalidCredentials) {
        setFailure({ code: error.code });
        form.resetField('otp');
        form.setFocus('otp');
        return;
      }
      setFailure(
        applyApiError(error, form.setError, {
          fields: (path) => (path === 'body.otp' ? 'otp' : null),
        }),
      );
    }
  });

  return (
    <div className="ui-stack">
      <p>{intl.formatMessage({ id: 'backoffice.enrol.intro' })}</p>
      <div className="backoffice-enrol">
        <img
          className="backoffice-enrol__qr"
          src={svgDataUrl(enrolment.qrSvg)}
          alt={intl.formatMessage({ id: 'backoffice.enrol.qr' })}
          width={192}
          height={192}
        />
        <div className="ui-stack ui-stack--sm">
          <h3 className="backoffice-subheading">
            {intl.formatMessage({ id: 'backoffice.enrol.secret' })}
          </h3>
          <code className="backoffice-secret" data-testid="enrolment-secret">
            {groupedSecret(enrolment.secret)}
          </code>
        </div>
      </div>
      <form className="ui-stack" noValidate onSubmit={onSubmit}>
        {failure?.code === errorCodes.invalidCredentials ? (
          <Toast type="error" inline>
            {intl.formatMessage({ id: 'backoffice.signIn.failed' })}
          </Toast>
        ) : (
          <FormAlert failure={failure} />
        )}
        <TextField
          form={form}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          label={intl.formatMessage({ id: 'backoffice.field.firstOtp' })}
        />
        <div className="ui-cluster">
          <Button type="submit" loading={enrol.isPending}>
            {intl.formatMessage({ id: 'backoffice.enrol.submit' })}
          </Button>
          <Button type="button" variant="ghost" onClick={onBack}>
            {intl.formatMessage({ id: 'backoffice.enrol.back' })}
          </Button>
        </div>
      </form>
    </div>
  );
}
