import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { localeTag, matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';

export type Answer = { status: number; body: unknown };
export type Responder = (url: URL, init: RequestInit) => Answer;

/** Renders a page at `path` with an API that answers from `respond`; returns the calls made. */
export function renderPage(
  page: ReactNode,
  {
    path,
    respond,
    store = createStore(),
  }: { path: string; respond: Responder; store?: ReturnType<typeof createStore> },
) {
  const match = matchRoute(path.split('?')[0]!);
  store.set(routeMatchAtom, match);
  const language: Language = match?.language ?? 'de';
  const calls: { url: URL; init: RequestInit; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, init, body });
    const answer = respond(url, init);
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const api = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch: fetchMock as unknown as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <IntlProvider locale={localeTag('at', language)} messages={messages[language]}>
            <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
          </IntlProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { calls, store };
}
