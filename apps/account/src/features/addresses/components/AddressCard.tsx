import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addressLines, type Address } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { Badge, Button, Card, CardBody, CardFooter } from '@shop/ui';

export interface AddressActions {
  onEdit: () => void;
  onMakeDefault: (kind: 'defaultShipping' | 'defaultBilling') => void;
  onRemove: () => void;
  busy: boolean;
}

/**
 * One address with its default marks and actions. A selected (default) address cannot be
 * removed until another one is chosen (spec 5), so it offers no removal, and says why.
 */
export function AddressCard({
  address,
  onEdit,
  onMakeDefault,
  onRemove,
  busy,
}: { address: Address } & AddressActions) {
  const intl = useIntl();
  const { language } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  const lines = addressLines(address, (code) => regionNames.of(code) ?? code);
  const selected = address.defaultShipping || address.defaultBilling;

  return (
    <Card as="li" className="account-address">
      <CardBody className="ui-stack ui-stack--sm">
        {selected ? (
          <div className="ui-cluster">
            {address.defaultShipping ? (
              <Badge variant="gold">{t('account.addresses.defaultShipping')}</Badge>
            ) : null}
            {address.defaultBilling ? (
              <Badge variant="info">{t('account.addresses.defaultBilling')}</Badge>
            ) : null}
          </div>
        ) : null}
        <address className="account-address__lines">
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
        {selected ? (
          <p className="ui-text-muted account-address__note">{t('error.address_selected')}</p>
        ) : null}
      </CardBody>
      <CardFooter className="account-address__actions">
        {confirming ? (
          <div className="ui-cluster">
            <span role="status">{t('account.addresses.removeConfirm')}</span>
            <Button
              variant="danger"
              size="sm"
              loading={busy}
              onClick={() => {
                setConfirming(false);
                onRemove();
              }}
            >
              {t('account.addresses.remove')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </Button>
          </div>
        ) : (
          <>
            <div className="ui-cluster">
              <Button variant="outline" size="sm" onClick={onEdit}>
                {t('account.addresses.edit')}
              </Button>
              {!selected ? (
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  {t('account.addresses.remove')}
                </Button>
              ) : null}
            </div>
            {!address.defaultShipping ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => onMakeDefault('defaultShipping')}
              >
                {t('account.addresses.defaultShipping.set')}
              </Button>
            ) : null}
            {!address.defaultBilling ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => onMakeDefault('defaultBilling')}
              >
                {t('account.addresses.defaultBilling.set')}
              </Button>
            ) : null}
          </>
        )}
      </CardFooter>
    </Card>
  );
}
