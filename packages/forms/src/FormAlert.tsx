import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Toast } from '@shop/ui';
import type { FormFailure } from './api-errors';
import { errorCodeText } from './texts';

/** The form's own message after a failed call (role alert: announced at once). */
export function FormAlert({ failure, action }: { failure: FormFailure; action?: ReactNode }) {
  const intl = useIntl();
  if (!failure) return null;
  return (
    <Toast type="error" inline action={action}>
      {errorCodeText(intl, failure.code)}
    </Toast>
  );
}
