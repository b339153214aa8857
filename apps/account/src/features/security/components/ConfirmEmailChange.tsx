import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useConfirmEmailChange } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, Spinner, Toast } from '@shop/ui';
import { failureOf, FormAlert } from '@shop/forms';

/**
 * Confirms the new e-mail address with the token of the mailed link (signed in or not): the
 * address is the account's from now on. A link that is no good (used, expired) or an address
 * taken meanwhile gets its message.
 */
export function ConfirmEmailChange({ token }: { token: string | null }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const confirm = useConfirmEmailChange();
  const started = useRef(false);

  useEffect(() => {
    // Once per page: the token is single use.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (!token)
    return (
      <Toast type="error" inline>
        {intl.formatMessage({ id: 'error.token_invalid' })}
      </Toast>
    );
  if (confirm.isError) return <FormAlert failure={failureOf(confirm.error)} />;
  if (confirm.isSuccess)
    return (
      <div className="ui-stack">
        <Toast type="success" inline>
          {intl.formatMessage({ id: 'account.email.confirmed' }, { email: confirm.data.email })}
        </Toast>
        <div>
          <ButtonLink as={Link} href={pathTo('account')}>
            {intl.formatMessage({ id: 'route.account' })}
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <p role="status">
      <Spinner size="sm" /> {intl.formatMessage({ id: 'account.email.confirming' })}
    </p>
  );
}
