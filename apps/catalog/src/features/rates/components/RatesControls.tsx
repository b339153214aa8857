import { useIntl } from 'react-intl';
import type { Currency, MessageId } from '@shop/i18n';
import { FormField, RadioGroup, Select } from '@shop/ui';
import { ratesChoices, type RatesSettings } from '../rates-settings';

/** The chart's four choices: buy or sell, currency, metal and timespan. */
export function RatesControls({
  settings,
  onChange,
}: {
  settings: RatesSettings;
  onChange: (change: Partial<RatesSettings>) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const pick = <T extends string>(values: readonly T[], value: string): T | undefined =>
    values.find((v) => v === value);
  return (
    <div className="catalog-rates__controls" role="group" aria-label={t('prices.chart.controls')}>
      <RadioGroup
        legend={t('prices.chart.type')}
        orientation="horizontal"
        value={settings.type}
        options={ratesChoices.type.map((type) => ({
          value: type,
          label: t(`prices.type.${type}`),
        }))}
        onChange={(value) => {
          const type = pick(ratesChoices.type, value);
          if (type) onChange({ type });
        }}
      />
      <FormField label={t('prices.chart.metal')}>
        <Select
          value={settings.metal}
          options={ratesChoices.metal.map((metal) => ({
            value: metal,
            label: t(`metal.${metal}`),
          }))}
          onChange={(event) => {
            const metal = pick(ratesChoices.metal, event.currentTarget.value);
            if (metal) onChange({ metal });
          }}
        />
      </FormField>
      <FormField label={t('prices.chart.currency')}>
        <Select
          value={settings.currency}
          options={ratesChoices.currency.map((currency: Currency) => ({
            value: currency,
            label: currency,
          }))}
          onChange={(event) => {
            const currency = pick(ratesChoices.currency, event.currentTarget.value);
            if (currency) onChange({ currency });
          }}
        />
      </FormField>
      <RadioGroup
        legend={t('prices.chart.timespan')}
        orientation="horizontal"
        value={settings.timespan}
        options={ratesChoices.timespan.map((timespan) => ({
          value: timespan,
          label: t(`prices.chart.timespan.${timespan}`),
        }))}
        onChange={(value) => {
          const timespan = pick(ratesChoices.timespan, value);
          if (timespan) onChange({ timespan });
        }}
      />
    </div>
  );
}
