import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@shop/i18n';
import messages from '../../../messages';
import { LinkDialog, type LinkDialogProps } from './LinkDialog';

/** A toolbar button that opens the dialog, as the rich-text editor's does. */
function Opener(props: Omit<LinkDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Link
      </button>
      {open ? <LinkDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function openDialog(props: Partial<LinkDialogProps> = {}, language: Language = 'en') {
  const onApply = jest.fn();
  render(
    <IntlProvider locale={language} messages={messages[language]} defaultLocale="de-AT">
      <Opener href="" onApply={onApply} {...props} />
    </IntlProvider>,
  );
  return onApply;
}

describe('LinkDialog', () => {
  it('takes focus in and accepts an address the API accepts', async () => {
    const user = userEvent.setup();
    const onApply = openDialog();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    const address = screen.getByRole('textbox', { name: /Link address/ });
    expect(address).toHaveFocus();
    expect(dialog).toContainElement(address);
    expect(screen.queryByRole('button', { name: 'Remove link' })).toBeNull();
    await user.type(address, ' https://example.com/gold {Enter}');
    expect(onApply).toHaveBeenCalledWith('https://example.com/gold');
  });

  it('refuses an address the API would refuse, with a German error, and applies nothing', async () => {
    const user = userEvent.setup();
    const onApply = openDialog({}, 'de');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: /Link-Adresse/ });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      'Geben Sie einen Shop-Pfad (/…), eine https://-Adresse, einen mailto:- oder tel:-Link ein.',
    );
    // Correcting the address clears the error.
    await user.clear(address);
    await user.type(address, '/de/shop/goldbarren');
    expect(address).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onApply).toHaveBeenCalledWith('/de/shop/goldbarren');
  });

  it('closes on Escape without applying, focus back on the button that opened it', async () => {
    const user = userEvent.setup();
    const onApply = openDialog();
    const opener = screen.getByRole('button', { name: 'Link' });
    await user.click(opener);
    await user.type(screen.getByRole('textbox', { name: /Link address/ }), '/x');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('edits an existing link and offers to remove it', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    openDialog({ href: 'mailto:info@example.com', onRemove });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('textbox', { name: /Link address/ })).toHaveValue(
      'mailto:info@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
