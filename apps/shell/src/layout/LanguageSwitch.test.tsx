import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { matchRoute, storyAlternates, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { alternateParamsAtom, routeMatchAtom } from '@shop/i18n/react';
import { LanguageSwitch } from './LanguageSwitch';

/** The switch on `pathname`, whose story page published the twins the API named. */
function switchLinks(pathname: string, twins?: Partial<Record<Language, string>>) {
  const store = createStore();
  const match = matchRoute(pathname);
  store.set(routeMatchAtom, match);
  if (match && twins) store.set(alternateParamsAtom, storyAlternates(match, twins));
  const { container } = render(
    <Provider store={store}>
      <IntlProvider locale="de-AT" messages={messages.de}>
        <MemoryRouter initialEntries={[pathname]}>
          <LanguageSwitch />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  const href = (language: Language) =>
    container.querySelector(`a[hreflang="${language}"]`)?.getAttribute('href');
  return { de: href('de'), en: href('en') };
}

describe('LanguageSwitch', () => {
  it('leads from an encyclopedia entry to its twin at the translated path', () => {
    expect(
      switchLinks('/wissen/enzyklopaedie/kruegerrand', {
        de: 'wissen/enzyklopaedie/kruegerrand',
        en: 'knowledge-hub/encyclopedia/krugerrand',
      }),
    ).toEqual({
      de: '/wissen/enzyklopaedie/kruegerrand',
      en: '/en/knowledge-hub/encyclopedia/krugerrand',
    });
  });

  it("leads to the other language's index of the section, or home, where a story has no twin", () => {
    expect(
      switchLinks('/wissen/enzyklopaedie/nur-deutsch', { de: 'wissen/enzyklopaedie/nur-deutsch' }),
    ).toEqual({ de: '/wissen/enzyklopaedie/nur-deutsch', en: '/en/knowledge-hub/encyclopedia' });
    expect(switchLinks('/blog/nur-deutsch', { de: 'blog/nur-deutsch' }).en).toBe('/en/blog');
    expect(switchLinks('/nur-deutsch', { de: 'nur-deutsch' }).en).toBe('/en');
  });

  it('leads a catch-all page to a twin at another path', () => {
    expect(switchLinks('/impressum', { de: 'impressum', en: 'imprint' })).toEqual({
      de: '/impressum',
      en: '/en/imprint',
    });
  });

  it('keeps the same path on pages whose paths are not translated', () => {
    expect(switchLinks('/ankauf')).toEqual({ de: '/ankauf', en: '/en/sell-to-us' });
  });
});
