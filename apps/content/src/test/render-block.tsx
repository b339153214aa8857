import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient, type Story, type StoryContent } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { localeTag, matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { RemoteWidgetProvider, type RemoteWidgetProps } from '@shop/app-state';

export type Answer = (url: URL) => { status: number; body: unknown } | undefined;

/**
 * Renders content with the shell's providers in a page language. API calls are answered by
 * `answer` (404 when it has nothing); another remote's widget is drawn as a marker naming the
 * module and its props, as the shell's federation loader would load it.
 */
export function renderBlock(
  ui: ReactElement,
  language: Language,
  answer: Answer = () => undefined,
) {
  const calls: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    calls.push(url);
    const reply = answer(url) ?? {
      status: 404,
      body: { statusCode: 404, message: 'Not found', errors: [] },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'de' ? '/' : '/en'));
  const widget = ({ remote, module, props }: RemoteWidgetProps) => (
    <div data-testid="remote-widget" data-module={`${remote}/${module}`}>
      {JSON.stringify(props)}
    </div>
  );
  const view = render(
    <Provider store={store}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <IntlProvider locale={localeTag('at', language)} messages={messages[language]}>
          <ApiClientProvider client={createApiClient({ baseUrl: '/api', storeKey: 'at', fetch })}>
            <RemoteWidgetProvider render={widget}>
              <MemoryRouter>{ui}</MemoryRouter>
            </RemoteWidgetProvider>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, calls };
}

/** A published story as the API sends it. */
export function story(path: string, content: StoryContent, language: Language = 'de'): Story {
  const slug = path.split('/').pop() ?? path;
  return {
    uuid: '6f1c1a52-6d55-4b7e-9a55-0c6bd1f6e1a0',
    name: 'title' in content ? content.title : slug,
    slug,
    fullSlug: `at-${language}/${path}`,
    rootFolder: `at-${language}`,
    path,
    language,
    content,
    twins: { [language]: path },
    tagList: [],
    publishedAt: '2026-03-02T09:00:00.000Z',
    firstPublishedAt: '2026-03-02T09:00:00.000Z',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
  };
}

export const json = (body: unknown) => ({ status: 200, body });
