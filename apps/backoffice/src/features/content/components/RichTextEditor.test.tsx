import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { RichTextDocument } from '@shop/api-client';
import messages from '../../../messages';
import RichTextEditor from './RichTextEditor';

// jsdom has no layout: ProseMirror asks ranges for rectangles to scroll to the caret.
const noRect = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0 };
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => noRect as DOMRect;
});

function openEditor(value: RichTextDocument) {
  const onChange = jest.fn();
  render(
    <IntlProvider locale="en-GB" messages={messages.en} defaultLocale="de-AT">
      <RichTextEditor id="answer" label="Answer" value={value} onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

const lastDocument = (onChange: jest.Mock) =>
  onChange.mock.calls[onChange.mock.calls.length - 1]?.[0] as RichTextDocument;

describe('RichTextEditor', () => {
  it('adds a link through the link dialog, not the browser’s prompt', async () => {
    const user = userEvent.setup();
    const prompt = jest.spyOn(window, 'prompt');
    const onChange = openEditor({ type: 'doc', content: [{ type: 'paragraph' }] });
    const tool = await screen.findByRole('button', { name: 'Link' });
    await user.click(tool);
    await user.type(screen.getByRole('textbox', { name: /Link address/ }), '/en/shop{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the text, after the new link.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveFocus());
    expect(lastDocument(onChange).content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: '/en/shop', marks: [{ type: 'link', attrs: { href: '/en/shop' } }] },
      ],
    });
    expect(prompt).not.toHaveBeenCalled();
  });

  it('changes nothing when the address is refused', async () => {
    const user = userEvent.setup();
    const onChange = openEditor({ type: 'doc', content: [{ type: 'paragraph' }] });
    await user.click(await screen.findByRole('button', { name: 'Link' }));
    await user.type(
      screen.getByRole('textbox', { name: /Link address/ }),
      'www.example.com{Enter}',
    );
    expect(screen.getByRole('dialog', { name: 'Link' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a link', async () => {
    const user = userEvent.setup();
    const onChange = openEditor({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Gold', marks: [{ type: 'link', attrs: { href: '/gold' } }] },
          ],
        },
      ],
    });
    // The caret inside the link; jsdom does not tell ProseMirror that the selection moved.
    screen.getByRole('textbox', { name: 'Answer' }).focus();
    document.getSelection()!.collapse((await screen.findByText('Gold')).firstChild, 2);
    document.dispatchEvent(new Event('selectionchange'));
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('textbox', { name: /Link address/ })).toHaveValue('/gold');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(lastDocument(onChange).content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Gold' }],
    });
  });
});
