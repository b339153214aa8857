import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckoutPage from './CheckoutPage';
import { enterReview, reviewCart } from '../test/order-fixtures';
import { renderPage } from '@shop/test-kit';

jest.setTimeout(20_000);
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The review step's API: the cart (in the page's locale), no branches, a quote of two minutes. */
const reviewApi = (call: { method: string; path: string }): unknown => {
  const route = `${call.method} ${call.path}`;
  if (route === 'GET /carts') return [reviewCart];
  // An English page first moves the German cart to English (spec 4).
  if (call.path === `/carts/${reviewCart.id}`) return { ...reviewCart, locale: 'en-GB' };
  if (route === 'GET /branches') return [];
  if (route === `POST /carts/${reviewCart.id}/quote`)
    return {
      id: '5f0c1d2e-3a4b-4c5d-8e6f-000000000001',
      cartId: reviewCart.id,
      cartVersion: reviewCart.version,
      serverTime: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 120_000).toISOString(),
      lineItems: [],
      totalPrice: reviewCart.totalGrossPrice,
    };
  throw new Error(`Unexpected call ${route}`);
};

describe.each([
  {
    language: 'de',
    path: '/checkout/buy?step=review',
    privacy: { box: /Datenschutzerklärung/, link: 'Datenschutzerklärung', href: '/datenschutz' },
    terms: { box: /AGB/, link: 'AGB', href: '/agb' },
    cancellation: { link: 'Widerrufsbelehrung', href: '/widerrufsbelehrung' },
    newTab: '(öffnet in einem neuen Tab)',
  },
  {
    language: 'en',
    path: '/en/checkout/buy?step=review',
    privacy: {
      box: /data privacy statement/,
      link: 'data privacy statement',
      href: '/en/privacy-policy',
    },
    terms: {
      box: /terms and conditions/,
      link: 'terms and conditions',
      href: '/en/terms-and-conditions',
    },
    cancellation: { link: 'cancellation policy', href: '/en/cancellation-policy' },
    newTab: '(opens in a new tab)',
  },
])('the consent boxes of the review step in $language', (l) => {
  it('link to the texts they accept, in a new tab, without ticking the box', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart, { privacy: false, terms: false });
    renderPage(CheckoutPage, l.path, reviewApi);
    const consents = within(await screen.findByRole('group', { name: /Zustimmungen|Consents/ }));

    const link = (name: string) => consents.getByRole('link', { name: `${name} ${l.newTab}` });
    for (const { link: name, href } of [l.privacy, l.terms, l.cancellation]) {
      expect(link(name)).toHaveAttribute('href', href);
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The privacy link sits in the privacy box, terms and cancellation policy in the terms box.
    const privacyBox = consents.getByRole('checkbox', { name: l.privacy.box });
    const termsBox = consents.getByRole('checkbox', { name: l.terms.box });
    expect(privacyBox.closest('.ui-choice')).toContainElement(link(l.privacy.link));
    expect(termsBox.closest('.ui-choice')).toContainElement(link(l.terms.link));
    expect(termsBox.closest('.ui-choice')).toContainElement(link(l.cancellation.link));

    // Following a link leaves the box as it was; the label's text still ticks it.
    link(l.terms.link).addEventListener('click', (event) => event.preventDefault());
    await user.click(link(l.terms.link));
    expect(termsBox).not.toBeChecked();
    await user.click(termsBox);
    expect(termsBox).toBeChecked();
  });
});
