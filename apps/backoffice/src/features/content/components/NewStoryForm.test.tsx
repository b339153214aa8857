import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { StoryCreateBody } from '@shop/api-client';
import { endpoints } from '@shop/api-client/contract';
import type { StaffStory } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../../../messages';
import { NewStoryForm } from './NewStoryForm';

const { staffContent } = endpoints;
const uuid = '00000000-0000-4000-8000-00000000e101';
const at = '2026-11-28T08:00:00.000Z';

/** The API's answer to a created story: the body as a draft. */
const created = (body: StoryCreateBody): StaffStory => ({
  story: {
    uuid,
    rootFolder: body.rootFolder,
    path: body.path,
    fullSlug: `${body.rootFolder}/${body.path}`,
    groupId: null,
    draft: { name: body.name, content: body.content, tagList: [] },
    published: null,
    publishedAt: null,
    firstPublishedAt: null,
    createdAt: at,
    updatedAt: at,
  } as StaffStory['story'],
  store: 'at',
  language: 'de',
  shopPath: null,
  twin: null,
  audit: [],
});

function openForm(api: FakeApi) {
  const onCreated = jest.fn();
  renderPage(
    <IntlProvider locale="de-AT" messages={messages.de} defaultLocale="de-AT">
      <NewStoryForm rootFolder="at-de" onCreated={onCreated} onCancel={jest.fn()} />
    </IntlProvider>,
    '/content',
    api,
  );
  return onCreated;
}

describe('NewStoryForm', () => {
  it('offers every kind of story and creates a menu where the shop reads it', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on(staffContent.create, ({ body }) => created(body as StoryCreateBody));
    const onCreated = openForm(api);
    const kind = screen.getByRole('combobox', { name: /Art/ });
    expect(Array.from((kind as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Seite',
      'Artikel',
      'Menü',
    ]);
    await user.selectOptions(kind, 'Menü');
    expect(screen.getByText(/components\/cms-menu/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Pfad/ })).toHaveValue('components/cms-menu');
    await user.selectOptions(kind, 'Seite');
    expect(screen.getByRole('textbox', { name: /Pfad/ })).toHaveValue('');
    await user.selectOptions(kind, 'Menü');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Hauptmenü');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(uuid));
    expect(api.callsTo(staffContent.create)[0]?.body).toMatchObject({
      rootFolder: 'at-de',
      path: 'components/cms-menu',
      name: 'Hauptmenü',
      content: { component: 'menu', items: [{ label: 'Hauptmenü', link: '/' }] },
    });
  });

  it('shows the API’s refusal in German and creates nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on(staffContent.create, () => apiError('story_path_taken', 409));
    const onCreated = openForm(api);
    await user.selectOptions(screen.getByRole('combobox', { name: /Art/ }), 'Artikel');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Goldpreis');
    await user.type(screen.getByRole('textbox', { name: /Pfad/ }), 'blog/goldpreis');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unter diesem Pfad gibt es bereits eine Seite.',
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(api.callsTo(staffContent.create)[0]?.body).toMatchObject({
      content: { component: 'article', title: 'Goldpreis', teaser: 'Goldpreis' },
    });
  });
});
