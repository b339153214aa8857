import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffStory } from '@shop/api-client/staff';
import type { Language } from '@shop/i18n';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { owner } from '../test/sample-staff';
import { ContentPage } from './ContentPage';

const { staffContent } = endpoints;
const uuid = '00000000-0000-4000-8000-00000000e001';
const at = '2026-11-28T08:00:00.000Z';

const version = {
  name: 'Startseite',
  tagList: [],
  content: {
    _uid: 'root',
    component: 'page' as const,
    title: 'Gold und Silber',
    body: [
      {
        _uid: 'b1',
        component: 'product-carousel' as const,
        headline: 'Beliebte Goldbarren',
        category: 'gold-bars' as const,
        limit: 8,
      },
    ],
  },
};

const home: StaffStory = {
  story: {
    uuid,
    rootFolder: 'at-de',
    path: 'home',
    fullSlug: 'at-de/home',
    groupId: null,
    draft: version,
    published: version,
    publishedAt: at,
    firstPublishedAt: at,
    createdAt: at,
    updatedAt: at,
  },
  store: 'at',
  language: 'de',
  shopPath: '/',
  twin: null,
  audit: [],
};

function content(read: () => StaffStory = () => home) {
  return fakeApi()
    .on(staffContent.tree, ({ query }) => ({
      rootFolder: query.rootFolder,
      store: 'at' as const,
      language: 'de' as const,
      stories: [
        {
          uuid,
          rootFolder: 'at-de',
          path: 'home',
          name: 'Startseite',
          component: 'page',
          publishedAt: at,
          updatedAt: at,
          unpublishedChanges: false,
          groupId: null,
        },
      ],
    }))
    .on(staffContent.get, read);
}

function openContent(api: FakeApi, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/content" element={<ContentPage me={owner} />} />
      </Routes>
    </IntlProvider>,
    '/content',
    api,
  );
}

describe('ContentPage', () => {
  it('edits a block drawn from its schema, saves the draft and publishes it', async () => {
    const user = userEvent.setup();
    // The API as it keeps the story: each change answers it and later reads see it.
    let current = home;
    const api = content(() => current)
      .on(staffContent.update, ({ body }) => {
        current = {
          ...current,
          story: {
            ...current.story,
            draft: { ...version, ...body, tagList: [] },
            updatedAt: '2026-11-28T08:01:00.000Z',
          },
        };
        return current;
      })
      .on(staffContent.publish, () => {
        current = {
          ...current,
          story: {
            ...current.story,
            published: current.story.draft,
            updatedAt: '2026-11-28T08:02:00.000Z',
          },
        };
        return current;
      });
    openContent(api);
    expect(await screen.findByRole('combobox', { name: 'Store and language' })).toHaveValue(
      'at-de',
    );
    await user.click(await screen.findByRole('button', { name: /Startseite/ }));
    const block = await screen.findByRole('group', { name: 'Block 1: Product carousel' });
    const headline = within(block).getByLabelText(/Headline/);
    expect(headline).toHaveValue('Beliebte Goldbarren');
    expect(within(block).getByLabelText(/Category/)).toHaveValue('gold-bars');
    // Publishing waits for the draft to be saved.
    await user.clear(headline);
    await user.type(headline, 'Goldbarren im Angebot');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const sent = api.callsTo(staffContent.update)[0]?.body as typeof version;
    expect(sent.content.body[0]).toMatchObject({ _uid: 'b1', headline: 'Goldbarren im Angebot' });
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the shop shows it now.')).toBeInTheDocument();
    expect(api.callsTo(staffContent.publish)).toHaveLength(1);
  }, 20_000);

  it('links the story to its twin in the store’s other language and says so', async () => {
    const user = userEvent.setup();
    const englishHome = '00000000-0000-4000-8000-00000000e002';
    let current = home;
    const api = fakeApi()
      .on(staffContent.get, () => current)
      .on(staffContent.tree, ({ query }) => ({
        rootFolder: query.rootFolder,
        store: 'at' as const,
        language: query.rootFolder === 'at-en' ? ('en' as const) : ('de' as const),
        stories: [
          {
            uuid: query.rootFolder === 'at-en' ? englishHome : uuid,
            rootFolder: query.rootFolder,
            path: 'home',
            name: query.rootFolder === 'at-en' ? 'Home' : 'Startseite',
            component: 'page',
            publishedAt: at,
            updatedAt: at,
            unpublishedChanges: false,
            groupId: null,
          },
        ],
      }))
      .on(staffContent.update, ({ body }) => {
        current = {
          ...current,
          story: { ...current.story, groupId: 'g1', updatedAt: '2026-11-28T08:01:00.000Z' },
          twin: body.twinOf
            ? {
                uuid: englishHome,
                rootFolder: 'at-en',
                path: 'home',
                name: 'Home',
                component: 'page',
                publishedAt: at,
                updatedAt: at,
                unpublishedChanges: false,
                groupId: 'g1',
              }
            : null,
        };
        return current;
      });
    openContent(api);
    await user.click(await screen.findByRole('button', { name: /Startseite/ }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Twin in English/ }),
      'Home (home)',
    );
    await user.click(screen.getByRole('button', { name: 'Link twin' }));
    expect(await screen.findByText('Linked with its twin.')).toBeInTheDocument();
    expect(screen.getByText('Home (at-en/home)')).toBeInTheDocument();
    expect(api.callsTo(staffContent.update)[0]?.body).toMatchObject({
      name: 'Startseite',
      twinOf: englishHome,
    });
  }, 20_000);

  it('adds a block of any type and shows the API’s refusal in German', async () => {
    const user = userEvent.setup();
    const api = content().on(staffContent.update, () =>
      apiError('invalid_request', 400, [
        { path: 'body.content.body.1.text', message: 'must not be empty' },
      ]),
    );
    openContent(api, 'de');
    await user.click(await screen.findByRole('button', { name: /Startseite/ }));
    await user.selectOptions(await screen.findByLabelText('Blockart'), 'Titel');
    await user.click(screen.getByRole('button', { name: 'Block hinzufügen' }));
    expect(screen.getByRole('group', { name: 'Block 2: Titel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Änderung wurde nicht gespeichert');
    expect(alert).toHaveTextContent('body.content.body.1.text');
  });
});
