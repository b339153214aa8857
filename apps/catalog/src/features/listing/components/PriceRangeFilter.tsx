import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Button, FormField, Input } from '@shop/ui';
import { priceRange, type ListingQuery } from '../listing-query';

type Range = Pick<ListingQuery, 'priceMin' | 'priceMax'>;

const parse = (text: string): number | null => {
  const digits = text.trim();
  return /^\d{1,8}$/.test(digits) ? Number(digits) : null;
};

/**
 * Minimum and maximum buy price in whole units of the store currency. Typing does not reload the
 * list; Apply (or Enter) does, so a half-typed "1" does not fetch everything under 1 €.
 */
export function PriceRangeFilter({
  range,
  onApply,
}: {
  range: Range;
  onApply: (range: Range) => void;
}) {
  // Remounted by its parent when the URL's range changes, so the fields always start from it.
  const intl = useIntl();
  const { store } = useLocale();
  const [min, setMin] = useState(range.priceMin?.toString() ?? '');
  const [max, setMax] = useState(range.priceMax?.toString() ?? '');
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(priceRange(parse(min), parse(max)));
  };

  const field = (id: 'priceMin' | 'priceMax', value: string, set: (value: string) => void) => (
    <FormField label={t(`prices.filter.${id}`)} labelHidden>
      <Input
        name={id}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        size="md"
        value={value}
        placeholder={t(`prices.filter.${id}.placeholder`)}
        startAdornment={store.currencySymbol}
        onChange={(event) => set(event.currentTarget.value.replace(/\D/g, ''))}
      />
    </FormField>
  );

  return (
    <form className="catalog-price-filter" onSubmit={submit}>
      <fieldset>
        <legend className="ui-field__label">
          {t('prices.filter.price', { currency: store.currency })}
        </legend>
        <div className="catalog-price-filter__row">
          {field('priceMin', min, setMin)}
          <span aria-hidden="true">–</span>
          {field('priceMax', max, setMax)}
          <Button type="submit" variant="secondary">
            {t('prices.filter.apply')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
