import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import type { Customer } from '@shop/api-client';
import { registeredEmailAtom } from '@shop/api-client/react';
import { useOpenModal } from '@shop/app-state';
import { Button, FormField, Input, RadioGroup } from '@shop/ui';
import type { AccountChoice } from '../../../shared/checkout-state/checkout-state';

export interface AccountDecisionProps {
  customer: Customer | undefined;
  choice: AccountChoice | null;
  onChoice: (choice: AccountChoice) => void;
  guestEmail: string;
  onGuestEmail: (email: string) => void;
  guestEmailError?: string;
}

/**
 * Spec 4: at the account decision the customer signs in, continues as guest with an e-mail
 * address, or creates an account (sign-in and registration are the shop's auth modal).
 */
export function AccountDecision({
  customer,
  choice,
  onChoice,
  guestEmail,
  onGuestEmail,
  guestEmailError,
}: AccountDecisionProps) {
  const intl = useIntl();
  const openModal = useOpenModal();
  const registeredEmail = useAtomValue(registeredEmailAtom);
  if (customer) {
    return (
      <p className="checkout-signed-in">
        {intl.formatMessage({ id: 'checkout.account.signedInAs' }, { email: customer.email })}
      </p>
    );
  }
  const choices: AccountChoice[] = ['signIn', 'guest', 'register'];
  return (
    <div className="checkout-account">
      {registeredEmail && (
        <p className="checkout-note" role="status">
          {intl.formatMessage({ id: 'checkout.account.created' }, { email: registeredEmail })}
        </p>
      )}
      <RadioGroup
        legend={intl.formatMessage({ id: 'checkout.account.title' })}
        name="accountChoice"
        value={choice ?? undefined}
        onChange={(value) => {
          const next = choices.find((c) => c === value);
          if (next) onChoice(next);
        }}
        options={choices.map((value) => ({
          value,
          label: intl.formatMessage({ id: `checkout.account.${value}` }),
        }))}
        appearance="tiles"
        required
        // Without a guest e-mail field the message belongs to the decision itself.
        error={choice === 'guest' ? undefined : guestEmailError}
      />
      {choice === 'signIn' && (
        <Button onClick={() => openModal('auth', { view: 'login' })}>
          {intl.formatMessage({ id: 'checkout.account.signInButton' })}
        </Button>
      )}
      {choice === 'register' && (
        <Button onClick={() => openModal('auth', { view: 'register' })}>
          {intl.formatMessage({ id: 'checkout.account.registerButton' })}
        </Button>
      )}
      {choice === 'guest' && (
        <FormField
          label={intl.formatMessage({ id: 'checkout.account.email' })}
          hint={intl.formatMessage({ id: 'checkout.account.email.hint' })}
          required
          error={guestEmailError}
        >
          <Input
            type="email"
            autoComplete="email"
            value={guestEmail}
            onChange={(event) => onGuestEmail(event.target.value)}
          />
        </FormField>
      )}
    </div>
  );
}
