import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import messages from '../../../messages';
import { blockSchemas, newBlock, unwrap } from '../schema-form';
import { SchemaField, SchemaFields } from './SchemaFields';

const inGerman = (children: ReactNode) =>
  render(
    <IntlProvider locale="de-AT" messages={messages.de} defaultLocale="de-AT">
      {children}
    </IntlProvider>,
  );

describe('SchemaFields', () => {
  it('names a block’s choices in the page language and keeps their values', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const carousel = { ...newBlock('product-carousel'), category: 'gold-bars' };
    inGerman(
      <SchemaFields
        entries={unwrap(blockSchemas.get('product-carousel')!).inner.entries!}
        value={carousel}
        onChange={onChange}
        idPrefix="b1"
      />,
    );
    const category = screen.getByRole('combobox', { name: 'Kategorie' });
    expect(within(category).getByRole('option', { name: 'Goldbarren' })).toHaveValue('gold-bars');
    expect(within(category).queryByRole('option', { name: 'gold-bars' })).toBeNull();
    await user.selectOptions(category, 'Silbermünzen');
    expect(onChange).toHaveBeenLastCalledWith({ ...carousel, category: 'silver-coins' });
  });

  it('names a variant’s options and the metals to choose', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const video = newBlock('video');
    inGerman(
      <>
        <SchemaField
          name="block"
          schema={blockSchemas.get('video')!}
          value={video}
          onChange={onChange}
          id="v1"
        />
        <SchemaFields
          entries={unwrap(blockSchemas.get('old-metal-calculator')!).inner.entries!}
          value={{ ...newBlock('old-metal-calculator'), metals: ['gold'] }}
          onChange={onChange}
          idPrefix="c1"
        />
      </>,
    );
    const provider = screen.getByRole('combobox', { name: /Anbieter/ });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['YouTube', 'Vimeo', 'Eigene Datei (mp4, webm)']);
    await user.selectOptions(provider, 'Eigene Datei (mp4, webm)');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ provider: 'self-hosted', _uid: video._uid }),
    );
    const metals = screen.getByRole('group', { name: 'Metalle' });
    expect(within(metals).getByRole('checkbox', { name: 'Gold' })).toBeChecked();
    expect(within(metals).getByRole('checkbox', { name: 'Silber' })).not.toBeChecked();
  });
});
