import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { StoryUpdateBody } from '@shop/api-client';
import { endpoints } from '@shop/api-client/contract';
import type { StaffStory, StaffStorySummary } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../../../messages';
import { TwinControl } from './TwinControl';

const { staffContent } = endpoints;
const at = '2026-11-28T08:00:00.000Z';
const uuid = '00000000-0000-4000-8000-00000000e201';
const aboutEn = '00000000-0000-4000-8000-00000000e202';

const draft = {
  name: 'Über uns',
  tagList: ['firma'],
  content: { _uid: 'root', component: 'page' as const, title: 'Über uns', body: [] },
};
const about: StaffStory = {
  story: {
    uuid,
    rootFolder: 'at-de',
    path: 'ueber-uns',
    fullSlug: 'at-de/ueber-uns',
    groupId: null,
    draft,
    published: null,
    publishedAt: null,
    firstPublishedAt: null,
    createdAt: at,
    updatedAt: at,
  },
  store: 'at',
  language: 'de',
  shopPath: '/ueber-uns',
  twin: null,
  audit: [],
};
const summary = (
  id: string,
  path: string,
  name: string,
  more: Partial<StaffStorySummary> = {},
): StaffStorySummary => ({
  uuid: id,
  rootFolder: 'at-en',
  path,
  name,
  component: 'page',
  publishedAt: null,
  updatedAt: at,
  unpublishedChanges: true,
  groupId: null,
  ...more,
});
const english = [
  summary(aboutEn, 'about-us', 'About us'),
  summary('00000000-0000-4000-8000-00000000e203', 'home', 'Home', { groupId: 'g-home' }),
  summary('00000000-0000-4000-8000-00000000e204', 'components/cms-menu', 'Menu', {
    component: 'menu',
  }),
];

function openTwin(api: FakeApi, story: StaffStory = about, dirty = false) {
  const onChanged = jest.fn();
  const onFailed = jest.fn();
  renderPage(
    <IntlProvider locale="en-GB" messages={messages.en} defaultLocale="de-AT">
      <TwinControl
        story={story}
        dirty={dirty}
        busy={false}
        onChanged={onChanged}
        onFailed={onFailed}
      />
    </IntlProvider>,
    '/content',
    api,
  );
  return { onChanged, onFailed };
}

const treeOf = () =>
  fakeApi().on(staffContent.tree, ({ query }) => ({
    rootFolder: query.rootFolder,
    store: 'at' as const,
    language: 'en' as const,
    stories: english,
  }));

describe('TwinControl', () => {
  it('links a story to a free story of the same kind in the store’s other language', async () => {
    const user = userEvent.setup();
    const api = treeOf().on(staffContent.update, ({ body }) => ({
      ...about,
      twin: body.twinOf ? english[0]! : null,
    }));
    const { onChanged } = openTwin(api);
    const choice = await screen.findByRole('combobox', { name: /Twin in English/ });
    expect(api.callsTo(staffContent.tree)[0]?.query.get('rootFolder')).toBe('at-en');
    // Stories with a twin already, and of another kind, are not offered.
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(none)', 'About us (about-us)']);
    await user.selectOptions(choice, 'About us (about-us)');
    await user.click(screen.getByRole('button', { name: 'Link twin' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(true));
    // The saved draft goes with the pairing, unchanged.
    expect(api.callsTo(staffContent.update)[0]?.body).toEqual({ ...draft, twinOf: aboutEn });
  });

  it('asks for a story when none is chosen and sends nothing', async () => {
    const user = userEvent.setup();
    const api = treeOf();
    openTwin(api);
    await user.click(await screen.findByRole('button', { name: 'Link twin' }));
    expect(screen.getByRole('combobox', { name: /Twin in English/ })).toHaveAccessibleDescription(
      'Choose the story to link.',
    );
    expect(api.callsTo(staffContent.update)).toHaveLength(0);
  });

  it('unlinks its twin', async () => {
    const user = userEvent.setup();
    const api = treeOf().on(staffContent.update, () => about);
    const linked = { ...about, twin: summary(aboutEn, 'about-us', 'About us', { groupId: 'g1' }) };
    const { onChanged } = openTwin(api, linked);
    expect(screen.getByText('About us (at-en/about-us)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlink twin' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(false));
    expect(api.callsTo(staffContent.update)[0]?.body).toMatchObject({ twinOf: null });
    expect(api.callsTo(staffContent.tree)).toHaveLength(0);
  });

  it('waits for unsaved changes to be saved', async () => {
    openTwin(treeOf(), about, true);
    expect(await screen.findByRole('button', { name: 'Link twin' })).toBeDisabled();
    expect(screen.getByText('Save the draft before changing the twin.')).toBeInTheDocument();
  });

  it('hands the API’s refusal to the editor', async () => {
    const user = userEvent.setup();
    const api = treeOf().on(staffContent.update, () =>
      apiError('invalid_request', 400, [
        { path: 'body.twinOf', message: 'already has a twin in this language' },
      ]),
    );
    const { onChanged, onFailed } = openTwin(api);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Twin in English/ }),
      'About us (about-us)',
    );
    await user.click(screen.getByRole('button', { name: 'Link twin' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(onChanged).not.toHaveBeenCalled();
    expect((api.callsTo(staffContent.update)[0]?.body as StoryUpdateBody).twinOf).toBe(aboutEn);
  });
});
