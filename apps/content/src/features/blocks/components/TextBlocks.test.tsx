import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@shop/router/testing';
import type { ContentBlock } from '@shop/api-client';
import { TextBlocks } from './TextBlocks';

const blocks: ContentBlock[] = [
  { _uid: 'a', component: 'title', text: 'Lieferung' },
  {
    _uid: 'b',
    component: 'rich-text',
    text: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Versand' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Wir liefern ' },
            { type: 'text', text: 'versichert', marks: [{ type: 'bold' }] },
            { type: 'text', text: ', siehe ' },
            { type: 'text', text: 'AGB', marks: [{ type: 'link', attrs: { href: '/agb' } }] },
            { type: 'text', text: ' und ' },
            {
              type: 'text',
              text: 'Post',
              marks: [{ type: 'link', attrs: { href: 'https://www.post.at' } }],
            },
          ],
        },
        {
          type: 'bullet_list',
          content: [
            {
              type: 'list_item',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Gold' }] }],
            },
            {
              type: 'list_item',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Silber' }] }],
            },
          ],
        },
      ],
    },
  },
  { _uid: 'c', component: 'newsletter', headline: 'Später', text: 'Noch nicht gerendert' },
];

describe('TextBlocks', () => {
  it('renders titles and rich text as headings, paragraphs, marks, links and lists', () => {
    render(
      <MemoryRouter>
        <TextBlocks blocks={blocks} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lieferung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Versand' })).toBeInTheDocument();
    expect(screen.getByText('versichert').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    expect(screen.getByRole('link', { name: 'Post' })).toHaveAttribute(
      'href',
      'https://www.post.at',
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gold', 'Silber']);
    expect(screen.queryByText('Später')).not.toBeInTheDocument();
  });
});
