import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MailIcon } from '@shop/ui';
import { ResendActivation } from './ResendActivation';

/**
 * The step after registering: the account waits for its e-mail to be confirmed. The heading
 * takes focus so screen reader users hear that the form was sent.
 */
export function RegistrationSent({ email, action }: { email: string; action?: ReactNode }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ui-stack account-sent" aria-labelledby="account-sent-title">
      <MailIcon size={40} className="account-sent__icon" />
      <h2 id="account-sent-title" ref={heading} tabIndex={-1} className="account-heading">
        {intl.formatMessage({ id: 'account.registered.title' })}
      </h2>
      <p>{intl.formatMessage({ id: 'account.registered.text' }, { email })}</p>
      <p className="ui-text-muted">{intl.formatMessage({ id: 'account.registered.spam' })}</p>
      <ResendActivation email={email} />
      {action}
    </section>
  );
}
