import { contentBlocks } from './blocks';

describe('contentBlocks', () => {
  it('keeps the blocks it can render, in order', () => {
    expect(
      contentBlocks({
        blocks: [
          { type: 'heading', text: 'Über uns', level: 2 },
          { type: 'carousel', items: [] },
          { type: 'text', text: 'Seit 1898.' },
        ],
      }),
    ).toEqual([
      { type: 'heading', text: 'Über uns', level: 2 },
      { type: 'text', text: 'Seit 1898.' },
    ]);
  });

  it('reads a bare list and rejects anything else', () => {
    expect(contentBlocks([{ type: 'text', text: 'a' }])).toHaveLength(1);
    expect(contentBlocks(null)).toEqual([]);
    expect(contentBlocks('text')).toEqual([]);
    expect(contentBlocks({ blocks: [{ type: 'text', text: 3 }] })).toEqual([]);
  });
});
