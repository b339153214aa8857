import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { matchRoute, storyAlternates, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { alternateParamsAtom } from '@shop/i18n/react';
import { DocumentHead } from './DocumentHead';

/** The hreflang links the head names on `pathname`, whose story page published its twins. */
function hreflangLinks(pathname: string, twins?: Partial<Record<Language, string>>) {
  const store = createStore();
  const match = matchRoute(pathname);
  if (match && twins) store.set(alternateParamsAtom, storyAlternates(match, twins));
  render(
    <Provider store={store}>
      <IntlProvider locale="de-AT" messages={messages.de}>
        <DocumentHead match={match} />
      </IntlProvider>
    </Provider>,
  );
  return Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
      link.hreflang,
      new URL(link.href).pathname,
    ]),
  );
}

describe('DocumentHead', () => {
  it("names a story's twin at its translated path", () => {
    expect(
      hreflangLinks('/wissen/enzyklopaedie/kruegerrand', {
        de: 'wissen/enzyklopaedie/kruegerrand',
        en: 'knowledge-hub/encyclopedia/krugerrand',
      }),
    ).toEqual({
      de: '/wissen/enzyklopaedie/kruegerrand',
      en: '/en/knowledge-hub/encyclopedia/krugerrand',
      'x-default': '/wissen/enzyklopaedie/kruegerrand',
    });
  });

  it('names no twin in a language where the story has none (the switch leads to an index there)', () => {
    expect(hreflangLinks('/blog/nur-deutsch', { de: 'blog/nur-deutsch' })).toEqual({
      de: '/blog/nur-deutsch',
      'x-default': '/blog/nur-deutsch',
    });
    expect(hreflangLinks('/en/blog/english-only', { en: 'blog/english-only' })).toEqual({
      en: '/en/blog/english-only',
    });
  });

  it('names both languages on pages whose paths are not translated', () => {
    expect(hreflangLinks('/ankauf')).toEqual({
      de: '/ankauf',
      en: '/en/sell-to-us',
      'x-default': '/ankauf',
    });
  });

  it("sets <html lang> to the page's language, and leaves it alone when it already says so", () => {
    document.documentElement.lang = 'de';
    const setLang = jest.spyOn(HTMLElement.prototype, 'lang', 'set');
    try {
      hreflangLinks('/ankauf');
      expect(setLang).not.toHaveBeenCalled();
      hreflangLinks('/en/sell-to-us');
      expect(setLang).toHaveBeenCalledWith('en');
      expect(document.documentElement.lang).toBe('en');
    } finally {
      setLang.mockRestore();
    }
  });
});
