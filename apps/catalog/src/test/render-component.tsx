import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { localeTag, matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { notificationsAtom } from '@shop/app-state';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Renders a component with the shell's providers in a page language; `answer` sees every API
 * call with its method and body (cart changes need both). Returns the calls and notifications.
 */
export function renderComponent(
  ui: ReactElement,
  language: Language,
  answer: (call: ApiCall) => { status: number; body: unknown },
) {
  const calls: ApiCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://shop.test'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status });
  };
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'de' ? '/shop' : '/en/shop'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={localeTag('at', language)} messages={messages[language]}>
          <ApiClientProvider client={createApiClient({ baseUrl: '/api', storeKey: 'at', fetch })}>
            <MemoryRouter>{ui}</MemoryRouter>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { calls, notifications: () => store.get(notificationsAtom) };
}
