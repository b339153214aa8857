/**
 * @jest-environment-options {"url": "https://shop.example/"}
 */
import {
  consentAtom,
  consentGroups,
  CONSENT_COOKIE,
  readBrowserConsent,
  useOpenConsentSettings,
} from '@shop/app-state';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { CookieConsent, type CookieConsentTexts } from './CookieConsent';

const texts: CookieConsentTexts = {
  bannerTitle: 'We use cookies',
  bannerText: 'Choose which cookies we may set.',
  acceptAll: 'Accept all',
  rejectAll: 'Only necessary',
  settings: 'Cookie settings',
  dialogTitle: 'Cookie settings',
  dialogDescription: 'Choose the groups.',
  save: 'Save choice',
  close: 'Close',
  alwaysOn: 'Always on.',
  groups: Object.fromEntries(
    consentGroups.map((group) => [
      group,
      { name: `Group ${group}`, description: `About ${group}` },
    ]),
  ) as CookieConsentTexts['groups'],
};

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; Secure`;
}

function setup() {
  const store = createStore();
  function Footer() {
    const open = useOpenConsentSettings();
    return <button onClick={open}>Footer cookie settings</button>;
  }
  render(
    <Provider store={store}>
      <Footer />
      <CookieConsent texts={texts} back="/en/shop?sort=price" />
    </Provider>,
  );
  return store;
}

describe('CookieConsent', () => {
  beforeEach(clearCookie);

  it('shows the banner on the first visit; accept all stores every group in the cookie', async () => {
    const store = setup();
    const banner = screen.getByRole('region', { name: 'We use cookies' });
    expect(banner).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
    expect(Object.values(store.get(consentAtom)!.groups).every(Boolean)).toBe(true);
    expect(readBrowserConsent()?.groups.C0005).toBe(true);
  });

  it('only necessary turns every optional group off', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(readBrowserConsent()?.groups).toEqual({
      C0001: true,
      C0002: false,
      C0003: false,
      C0004: false,
      C0005: false,
    });
  });

  it('the settings dialog saves single groups and reopens from the footer with the saved choice', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveAccessibleDescription('Choose the groups.');
    const necessary = screen.getByRole('checkbox', { name: 'Group C0001' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    // Keyboard only: focus starts inside the dialog.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('checkbox', { name: 'Group C0003' }));
    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(consentAtom)?.groups.C0003).toBe(true);
    expect(store.get(consentAtom)?.groups.C0004).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Footer cookie settings' }));
    expect(screen.getByRole('checkbox', { name: 'Group C0003' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Group C0004' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Escape saves nothing and brings no banner back: the visitor had decided.
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('is a form posting to the edge in the server HTML: its two choices work before hydration', () => {
    const store = createStore();
    const html = renderToString(
      <Provider store={store}>
        <CookieConsent texts={texts} back="/en/shop?sort=price" />
      </Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/consent');
    expect(new FormData(form).get('back')).toBe('/en/shop?sort=price');
    const button = (name: string) =>
      [...form.querySelectorAll('button')].find((b) => b.textContent === name)!;
    expect(button('Accept all')).toMatchObject({ type: 'submit', name: 'choice', value: 'all' });
    expect(button('Accept all')).not.toBeDisabled();
    expect(button('Only necessary')).toMatchObject({
      type: 'submit',
      name: 'choice',
      value: 'necessary',
    });
    expect(button('Only necessary')).not.toBeDisabled();
    // The settings dialog is the page's script; its button waits for it.
    expect(button('Cookie settings')).toBeDisabled();
  });

  it('once hydrated, the same button saves in the page and does not post the form', async () => {
    const element = (store: ReturnType<typeof createStore>) => (
      <Provider store={store}>
        <CookieConsent texts={texts} back="/" />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element(createStore()));
    document.body.append(container);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', submitted);
    const store = createStore();
    await act(async () => {
      hydrateRoot(container, element(store));
    });
    const reject = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Only necessary',
    )!;
    await act(async () => reject.click());
    expect(submitted).not.toHaveBeenCalled();
    expect(store.get(consentAtom)?.groups.C0002).toBe(false);
    expect(readBrowserConsent()?.groups.C0001).toBe(true);
    expect(container.querySelector('form')).toBeNull();
    container.remove();
  });
});
