/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
// The shop's cookies are Secure: the page must be on https for the document to keep them.
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { consentAtom, consentChoice, openModalAtom } from '@shop/app-state';
import { WELCOME_COOKIE, WelcomeOnFirstVisit } from './WelcomeOnFirstVisit';

function renderWelcome(store = createStore()) {
  render(
    <Provider store={store}>
      <WelcomeOnFirstVisit />
    </Provider>,
  );
  return store;
}

const forget = () => {
  document.cookie = `${WELCOME_COOKIE}=; Max-Age=0; Path=/`;
};

describe('WelcomeOnFirstVisit', () => {
  beforeEach(forget);
  afterAll(forget);

  it('waits for the cookie choice, then welcomes once and remembers it', () => {
    const store = createStore();
    store.set(consentAtom, null);
    renderWelcome(store);
    // The consent banner is up: no welcome beside it.
    expect(store.get(openModalAtom)).toBeNull();
    act(() => store.set(consentAtom, consentChoice([])));
    expect(store.get(openModalAtom)).toBe('newShopWelcome');
    expect(document.cookie).toContain(`${WELCOME_COOKIE}=1`);
    act(() => store.set(openModalAtom, null));
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('does not welcome a visitor who was welcomed before', () => {
    document.cookie = `${WELCOME_COOKIE}=1; Path=/`;
    const store = createStore();
    store.set(consentAtom, consentChoice([]));
    renderWelcome(store);
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('waits while another modal is open', () => {
    const store = createStore();
    store.set(consentAtom, consentChoice([]));
    store.set(openModalAtom, 'auth');
    renderWelcome(store);
    expect(store.get(openModalAtom)).toBe('auth');
    expect(document.cookie).not.toContain(WELCOME_COOKIE);
    act(() => store.set(openModalAtom, null));
    expect(store.get(openModalAtom)).toBe('newShopWelcome');
  });
});
