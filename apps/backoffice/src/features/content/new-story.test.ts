import * as v from 'valibot';
import { StoryContentSchema } from '@shop/api-client';
import { newStoryContent, storyKinds } from './new-story';

describe('a new story', () => {
  it('can be of every kind of the content model', () => {
    expect([...storyKinds].sort()).toEqual(['article', 'menu', 'page']);
  });

  it.each(storyKinds)('of kind %s is content the API accepts, named as given', (kind) => {
    const content = newStoryContent(kind, 'Hauptmenü');
    expect(v.safeParse(StoryContentSchema, content).success).toBe(true);
    expect(content.component).toBe(kind);
    expect(JSON.stringify(content)).toContain('Hauptmenü');
  });

  it('makes a menu with one entry leading home', () => {
    expect(newStoryContent('menu', 'Menü')).toMatchObject({
      items: [{ _uid: expect.any(String), label: 'Menü', link: '/' }],
    });
  });

  it('is refused by the schema when its name is blank, as the API refuses it', () => {
    expect(v.safeParse(StoryContentSchema, newStoryContent('page', '  ')).success).toBe(false);
    expect(v.safeParse(StoryContentSchema, newStoryContent('menu', '')).success).toBe(false);
  });
});
