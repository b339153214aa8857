import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@shop/router';
import { storeKeys, isStoreKey } from '@shop/i18n';
import { storeKeyAtom } from '@shop/i18n/react';
import { Select } from '@shop/ui';
import { storeOrigin } from '../app/store-config';
import { storeHostsAtom } from '../app/store-hosts';

/** Each store lives on its own host; switching keeps the page and changes country and currency. */
export function StoreSwitch() {
  const intl = useIntl();
  const id = useId();
  const current = useAtomValue(storeKeyAtom);
  const hosts = useAtomValue(storeHostsAtom);
  const { pathname, search } = useLocation();
  return (
    <div className="shell-store-switch">
      <label htmlFor={id}>{intl.formatMessage({ id: 'store.label' })}</label>
      <Select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isStoreKey(next) && next !== current) {
            window.location.assign(`${storeOrigin(next, hosts)}${pathname}${search}`);
          }
        }}
      >
        {storeKeys.map((key) => (
          <option key={key} value={key}>
            {intl.formatMessage({ id: `store.${key}` })}
          </option>
        ))}
      </Select>
    </div>
  );
}
