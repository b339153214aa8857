import { useIntl } from 'react-intl';
import type { Product } from '@shop/api-client';
import { useAvailabilityAlerts, useToggleAvailabilityAlert } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';
import { Button } from '@shop/ui';

/**
 * Spec 4: the availability notification toggles enabled or disabled, on a product that cannot be
 * bought now, for a signed-in customer. A toggle button: aria-pressed says whether it is on.
 */
export function AvailabilityAlertToggle({
  product,
}: {
  product: Pick<Product, 'sku' | 'name' | 'availability'>;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  const { notify } = useNotify();
  const { data: alerts } = useAvailabilityAlerts();
  const toggle = useToggleAvailabilityAlert();
  if (product.availability !== 'soldOut') return null;
  const on = alerts?.some((alert) => alert.product.sku === product.sku && alert.enabled) ?? false;

  const change = async () => {
    try {
      await toggle.mutateAsync({
        toggle: { sku: product.sku, enabled: !on },
        languageTag: language,
      });
    } catch {
      notify({ type: 'error', title: intl.formatMessage({ id: 'catalog.alert.tryLater' }) });
    }
  };

  return (
    <div className="catalog-alert">
      <Button
        variant="outline"
        aria-pressed={on}
        aria-busy={toggle.isPending || undefined}
        onClick={toggle.isPending ? undefined : () => void change()}
      >
        {intl.formatMessage({ id: 'catalog.availabilityAlert.toggle' })}
      </Button>
      {on ? (
        <p role="status">
          {intl.formatMessage(
            { id: 'catalog.availabilityAlert.on' },
            { name: product.name[language] },
          )}
        </p>
      ) : null}
    </div>
  );
}
