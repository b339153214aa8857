import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox } from '@shop/ui';

/**
 * The recovery codes, shown this once after enrolment (the API keeps only their hashes): the
 * member confirms they saved them before the back-office opens.
 */
export function RecoveryCodesStep({
  codes,
  onContinue,
}: {
  codes: readonly string[];
  onContinue: () => void;
}) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const listId = useId();
  return (
    <div className="ui-stack">
      <p>{intl.formatMessage({ id: 'backoffice.recovery.intro' })}</p>
      <h3 id={listId} className="backoffice-subheading">
        {intl.formatMessage({ id: 'backoffice.recovery.codes' })}
      </h3>
      <ol className="backoffice-codes" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Checkbox
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
        label={intl.formatMessage({ id: 'backoffice.recovery.saved' })}
      />
      <div>
        <Button type="button" disabled={!saved} onClick={onContinue}>
          {intl.formatMessage({ id: 'backoffice.recovery.continue' })}
        </Button>
      </div>
    </div>
  );
}
