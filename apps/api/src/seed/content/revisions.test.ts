import { contentRootFolders } from '@shop/api-client/contract';
import { seedStoriesOf, storyRow } from './index';
import type { StoryVersion } from '../../tables';
import { fingerprint, holdsSupersededText } from './revisions';

describe('superseded seed texts', () => {
  it('never list the text that replaces them, so a start does not publish it again and again', () => {
    for (const { rootFolder, language } of contentRootFolders)
      for (const story of seedStoriesOf(language)) {
        if (!story.supersedes) continue;
        const { published } = storyRow(rootFolder, language, story, story.path);
        expect({
          path: story.path,
          listsItself: story.supersedes.includes(fingerprint(published)),
        }).toEqual({
          path: story.path,
          listsItself: false,
        });
      }
  });

  it('are replaced only when published and unchanged in the draft', () => {
    const version: StoryVersion = {
      name: 'AGB',
      content: { _uid: 'agb-1', component: 'page', title: 'AGB', body: [] },
      tagList: [],
    };
    const old = [fingerprint(version)];
    expect(holdsSupersededText({ draft: version, published: version }, old)).toBe(true);
    // Keys in another order (as jsonb gives them back) are the same text.
    const reordered = JSON.parse(
      '{"tagList":[],"content":{"body":[],"title":"AGB","component":"page","_uid":"agb-1"},"name":"AGB"}',
    ) as StoryVersion;
    expect(holdsSupersededText({ draft: reordered, published: reordered }, old)).toBe(true);
    expect(
      holdsSupersededText(
        { draft: { ...version, name: 'AGB (Entwurf)' }, published: version },
        old,
      ),
    ).toBe(false);
    expect(holdsSupersededText({ draft: version, published: null }, old)).toBe(false);
    expect(holdsSupersededText({ draft: version, published: version }, ['0'.repeat(24)])).toBe(
      false,
    );
  });
});
