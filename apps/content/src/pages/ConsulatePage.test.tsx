import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { StoryContent } from '@shop/api-client';
import { matchRoute, type Language, type PageMatch } from '@shop/i18n';
import { pageTitleAtom } from '@shop/i18n/react';
import { json, story } from '../test/render-block';
import { renderPage, type ApiReply } from '@shop/test-kit';
import ConsulatePage from './ConsulatePage';

// Page tests render the whole remote page; the shared 2-core runners need more than 5 s.
jest.setTimeout(30_000);

const consulate = (language: Language): StoryContent => ({
  _uid: 'c',
  component: 'page',
  title:
    language === 'de'
      ? 'Österreichisches Honorarkonsulat St. Gallen'
      : 'Austrian Honorary Consulate St. Gallen',
  description: language === 'de' ? 'Konsularische Hilfe.' : 'Consular help.',
  body: [
    {
      _uid: 'k',
      component: 'contact-data',
      headline: language === 'de' ? 'Kontakt und Sprechzeiten' : 'Contact and office hours',
      company: 'Honorarkonsulat der Republik Österreich',
      street: 'Rorschacher Strasse 21',
      postalCode: '9000',
      city: 'St. Gallen',
      country: 'CH',
      phone: '+41 71 220 45 60',
      email: 'konsulat.stgallen@aurum-argentum.at',
      openingHours: [{ days: language === 'de' ? 'Dienstag' : 'Tuesday', hours: '9:00-12:00' }],
    },
  ],
});

const notFound: ApiReply = {
  status: 404,
  body: { name: 'ResourceNotFoundError', message: 'x', code: 'page_not_found', statusCode: 404 },
};

function renderConsulate(path: string, answer: (language: Language) => ApiReply) {
  const match = matchRoute(path) as PageMatch;
  const store = createStore();
  const view = renderPage(
    <ConsulatePage match={match} />,
    path,
    ({ url }) =>
      url.pathname === `/api/content/page/${match.language}/path/oe-konsulat-sg`
        ? answer(match.language)
        : notFound,
    { store },
  );
  return { ...view, store };
}

describe('ConsulatePage', () => {
  it('shows the editors’ German story, its title for the frame’s heading', async () => {
    const { store } = renderConsulate('/oe-konsulat-sg', (language) =>
      json(story('oe-konsulat-sg', consulate(language), language)),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kontakt und Sprechzeiten' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Konsularische Hilfe.')).toBeInTheDocument();
    expect(screen.getByText(/Rorschacher Strasse 21/)).toHaveTextContent('Schweiz');
    expect(store.get(pageTitleAtom)).toBe('Österreichisches Honorarkonsulat St. Gallen');
  });

  it('reads the English story on the English page', async () => {
    const { store } = renderConsulate('/en/oe-konsulat-sg', (language) =>
      json(story('oe-konsulat-sg', consulate(language), language)),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contact and office hours' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rorschacher Strasse 21/)).toHaveTextContent('Switzerland');
    expect(store.get(pageTitleAtom)).toBe('Austrian Honorary Consulate St. Gallen');
  });

  it('says so when nothing is published yet', async () => {
    renderConsulate('/en/oe-konsulat-sg', () => notFound);
    expect(
      await screen.findByText('No content has been published for this page yet.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the content system fails (German)', async () => {
    renderConsulate('/oe-konsulat-sg', () => ({
      status: 503,
      body: { name: 'ServiceUnavailableError', message: 'x', code: 'x', statusCode: 503 },
    }));
    // The page query retries a failure three times (1 + 2 + 4 s) before it gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Die Seite konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
