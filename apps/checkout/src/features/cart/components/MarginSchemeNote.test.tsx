import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import type { LineItem, PriceType } from '@shop/api-client';
import type { Language, StoreKey } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { storeKeyAtom } from '@shop/i18n/react';
import { MarginSchemeNote } from './MarginSchemeNote';

const lines = (...classes: LineItem['taxClass'][]) =>
  classes.map((taxClass) => ({ taxClass }) as LineItem);

function noteText(
  cart: { transactionType: PriceType; lineItems: LineItem[] },
  storeKey: StoreKey = 'at',
  language: Language = 'de',
) {
  const store = createStore();
  store.set(storeKeyAtom, storeKey);
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale={language} messages={messages[language]}>
        <MarginSchemeNote cart={cart} />
      </IntlProvider>
    </Provider>,
  );
  return container.textContent;
}

describe('MarginSchemeNote', () => {
  it('names the store’s margin scheme when a buy cart has margin-scheme lines', () => {
    const cart = { transactionType: 'buy' as const, lineItems: lines('investment_gold', 'margin') };
    expect(noteText(cart)).toBe(
      'Differenzbesteuerte Artikel (§ 24 UStG): die enthaltene MwSt. wird nicht gesondert ausgewiesen.',
    );
    expect(noteText(cart, 'de', 'en')).toBe(
      'Items under the margin scheme (§ 25a UStG): the VAT they include is not shown separately.',
    );
    expect(noteText(cart, 'ch', 'de')).toContain('(Art. 24a MWSTG)');
  });

  it('says nothing without margin-scheme lines or on a sale to the dealer', () => {
    expect(
      noteText({ transactionType: 'buy', lineItems: lines('standard', 'investment_gold') }),
    ).toBe('');
    expect(noteText({ transactionType: 'sell', lineItems: lines('margin') })).toBe('');
  });
});
