import * as v from 'valibot';
import { RichTextSchema, type RichTextDocument } from '@shop/api-client';
import { fromTiptap, toTiptap } from './rich-text';

const doc: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Gold' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Fein', marks: [{ type: 'bold' }] },
        { type: 'hard_break' },
        { type: 'text', text: 'Link', marks: [{ type: 'link', attrs: { href: '/shop' } }] },
      ],
    },
    {
      type: 'bullet_list',
      content: [
        {
          type: 'list_item',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Eins' }] }],
        },
      ],
    },
  ],
};

describe('rich text between the content store and Tiptap', () => {
  it('converts both ways without loss', () => {
    const tiptap = toTiptap(doc);
    expect(tiptap.content?.[2]?.type).toBe('bulletList');
    expect(tiptap.content?.[1]?.content?.[1]?.type).toBe('hardBreak');
    expect(fromTiptap(tiptap)).toEqual(doc);
  });

  it('keeps only what the schema allows from the editor', () => {
    const edited = fromTiptap({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'H' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [
                { type: 'link', attrs: { href: '/a', target: '_blank', rel: 'noopener' } },
                { type: 'strike' },
              ],
            },
          ],
        },
        { type: 'paragraph' },
      ],
    });
    expect(v.safeParse(RichTextSchema, edited).success).toBe(true);
    expect(edited.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'H' }],
    });
    expect(fromTiptap({ type: 'doc', content: [] })).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
  });
});
