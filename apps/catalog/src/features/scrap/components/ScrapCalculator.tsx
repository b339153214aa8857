import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useChangeCart, useProductPrices, useProductSearch } from '@shop/api-client/react';
import { formatGrams, maxLineItemQuantity, parseGrams, type PreciousMetal } from '@shop/api-client';
import { formatMoney } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { useHydrated, useNotify } from '@shop/app-state';
import { Button, Price } from '@shop/ui';
import { scrapBoxLimit, scrapQuote } from '../scrap-quote';
import { DentalGoldInfo, FinenessInfo } from './ScrapInfoModals';

interface Item {
  key: number;
  sku: string;
  grams: string;
}

let nextKey = 1;
const newItem = (): Item => ({ key: nextKey++, sku: '', grams: '' });

/**
 * The old-metal calculator: several items of scrap (grade and weight), each with a live quote at
 * the current buy-back price, a total, and the way into the sell cart.
 */
export function ScrapCalculator({
  metals,
  headline,
}: {
  metals?: readonly PreciousMetal[] | undefined;
  /** A content page names the calculator in its own words. */
  headline?: string | undefined;
} = {}) {
  const intl = useIntl();
  // Choices made in the server's HTML would be reset by hydration: the fields wait for it.
  const hydrated = useHydrated();
  const { language, localeTag, store } = useLocale();
  const pathTo = useLocalizedPath();
  const { notify } = useNotify();
  const headingId = useId();
  const grades = (
    useProductSearch({ category: 'scrap-metals', limit: 50 }).data?.results ?? []
  ).filter((grade) => {
    // A content page may offer the calculator for some metals only (gold and silver, say).
    const metal = grade.attributeFields.preciousMetal;
    return !metals || (metal !== undefined && metal !== null && metals.includes(metal));
  });
  const prices = useProductPrices(grades.map((grade) => grade.sku)).data?.products ?? [];
  const change = useChangeCart('sell', language);
  const [items, setItems] = useState<Item[]>(() => [newItem()]);

  const quoted = items.map((item) => {
    const parsed = parseGrams(item.grams);
    const grams = 'grams' in parsed ? parsed.grams : NaN;
    // An empty field is not wrong yet; anything else refused says why.
    const problem = item.grams.trim() !== '' && 'problem' in parsed ? parsed.problem : null;
    const pricing = prices.find((p) => p.sku === item.sku);
    return { ...item, gramsValue: grams, problem, quote: scrapQuote(pricing, grams) };
  });
  const ready = quoted.filter((item) => item.quote !== null);
  const total = ready.reduce((sum, item) => sum + (item.quote ?? 0), 0);
  const update = (key: number, patch: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const money = (centAmount: number) => (
    <Price inline centAmount={centAmount} currency={store.currency} locale={localeTag} />
  );

  const putIntoCart = async () => {
    try {
      for (const item of ready)
        await change.mutateAsync({ kind: 'add', sku: item.sku, quantity: item.gramsValue });
      setItems([newItem()]);
      notify({
        type: 'success',
        title: intl.formatMessage({ id: 'catalog.scrap.added' }),
        cta: {
          href: `${pathTo('cart')}?type=sell`,
          text: intl.formatMessage({ id: 'catalog.cart.view' }),
        },
      });
    } catch {
      notify({ type: 'error', title: intl.formatMessage({ id: 'catalog.scrap.failed' }) });
    }
  };

  return (
    <section className="catalog-scrap-calculator" aria-labelledby={headingId}>
      <h2 id={headingId}>{headline ?? intl.formatMessage({ id: 'catalog.scrap.calculator' })}</h2>
      <p>{intl.formatMessage({ id: 'catalog.scrap.calculator.intro' })}</p>
      <div className="catalog-scrap-calculator__help">
        <FinenessInfo />
        <DentalGoldInfo />
      </div>
      <ol className="catalog-scrap-calculator__items">
        {quoted.map((item, index) => (
          <li key={item.key} data-scrap-item={index + 1}>
            <fieldset disabled={!hydrated}>
              <legend>
                {intl.formatMessage({ id: 'catalog.scrap.item' }, { index: index + 1 })}
              </legend>
              <label>
                <span>{intl.formatMessage({ id: 'catalog.scrap.grade' })}</span>
                <select
                  className="ui-input"
                  value={item.sku}
                  onChange={(event) => update(item.key, { sku: event.target.value })}
                >
                  <option value="">
                    {intl.formatMessage({ id: 'catalog.scrap.grade.choose' })}
                  </option>
                  {grades.map((grade) => (
                    <option key={grade.sku} value={grade.sku}>
                      {grade.name[language]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>{intl.formatMessage({ id: 'catalog.scrap.weight' })}</span>
                {/* Text, not number: a number field drops "12,5" typed in German and letters. */}
                <input
                  className="ui-input"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={item.grams}
                  aria-invalid={item.problem !== null}
                  aria-describedby={`${headingId}-grams-${item.key}`}
                  onChange={(event) => update(item.key, { grams: event.target.value })}
                />
              </label>
              {/* Scrap is weighed to a tenth of a gram: a field marked red says why. */}
              <p
                id={`${headingId}-grams-${item.key}`}
                className="catalog-scrap-calculator__invalid"
                role={item.problem !== null ? 'alert' : undefined}
              >
                {item.problem !== null
                  ? intl.formatMessage(
                      { id: `catalog.scrap.weight.${item.problem}` },
                      { max: formatGrams(maxLineItemQuantity, localeTag) },
                    )
                  : null}
              </p>
              <p className="catalog-scrap-calculator__quote" aria-live="polite">
                {item.quote !== null ? (
                  <>
                    {intl.formatMessage({ id: 'catalog.scrap.quote' })}: {money(item.quote)}
                  </>
                ) : (
                  intl.formatMessage({ id: 'catalog.scrap.quote.none' })
                )}
              </p>
              {items.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setItems((list) => list.filter((other) => other.key !== item.key))}
                >
                  {intl.formatMessage({ id: 'catalog.scrap.removeItem' }, { index: index + 1 })}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        onClick={() => setItems((list) => [...list, newItem()])}
      >
        {intl.formatMessage({ id: 'catalog.scrap.addItem' })}
      </Button>
      <p className="catalog-scrap-calculator__total" aria-live="polite" data-testid="scrap-total">
        {intl.formatMessage({ id: 'catalog.scrap.total' })}: {money(total)}
      </p>
      <p className="catalog-scrap-calculator__note">
        {intl.formatMessage({ id: 'catalog.scrap.quoteNote' })}
      </p>
      <Button
        type="button"
        variant="primary"
        disabled={ready.length === 0 || change.isPending}
        onClick={() => void putIntoCart()}
      >
        {intl.formatMessage({ id: 'catalog.scrap.toCart' })}
      </Button>
      <p className="catalog-scrap-calculator__box">
        {intl.formatMessage(
          { id: 'catalog.scrap.box' },
          { limit: formatMoney(scrapBoxLimit.centAmount, scrapBoxLimit.currency, localeTag) },
        )}
      </p>
    </section>
  );
}
