import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffProduct } from '@shop/api-client/staff';
import type { Language } from '@shop/i18n';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../../../messages';
import { useStaffProduct } from '@shop/api-client/staff/react';
import { krugerrand } from '../../../test/sample-product';
import { PicturesSection } from './PicturesSection';

const { staffCatalogue } = endpoints;

const front = {
  id: '0b6f4a52-7c1d-4e8a-9f23-5d1e6c7b8a90',
  url: '/api/products/pictures/aa.webp',
  alt: { de: 'Vorderseite', en: 'Obverse' },
};
const back = {
  id: '1c7e5b63-8d2e-4f9b-a034-6e2f7d8c9ba1',
  url: '/api/products/pictures/bb.webp',
  alt: { de: 'Rückseite', en: 'Reverse' },
};
/** The section as the product page holds it: the product from the API, replaced by each answer. */
function ProductPictures() {
  const { data } = useStaffProduct(krugerrand.sku);
  return data ? <PicturesSection product={data} /> : null;
}

const withPictures: StaffProduct = { ...krugerrand, images: [front, back] };

function openProduct(api: FakeApi, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/catalogue/:sku" element={<ProductPictures />} />
      </Routes>
    </IntlProvider>,
    `/catalogue/${krugerrand.sku}`,
    api,
  );
}

const listNames = {
  en: 'The pictures in the order the shop shows them',
  de: 'Die Bilder in der Reihenfolge, in der der Shop sie zeigt',
};
const pictures = async (language: Language = 'en') =>
  within(await screen.findByRole('list', { name: listNames[language] })).getAllByRole('listitem');

describe('PicturesSection', () => {
  it('moves a picture down with the keyboard and keeps the focus on it', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => withPictures)
      .on(staffCatalogue.orderImages, ({ body }) => ({
        ...withPictures,
        images: body.imageIds.map((id) => [front, back].find((image) => image.id === id)!),
      }));
    const user = userEvent.setup();
    openProduct(api);
    const [first] = await pictures();
    expect(within(first!).getByRole('img')).toHaveAttribute('alt', 'Obverse');
    expect(within(first!).getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
    within(first!).getByRole('button', { name: 'Move picture 1 down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect(within((await pictures())[1]!).getByRole('img')).toHaveAttribute('alt', 'Obverse'),
    );
    expect(api.callsTo(staffCatalogue.orderImages)[0]!.body).toEqual({
      imageIds: [back.id, front.id],
    });
    // Now last: its "down" is disabled, so the focus is on its "up".
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move picture 2 up' })).toHaveFocus(),
    );
  });

  it('saves the alt texts in both languages and refuses an empty one', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => withPictures)
      .on(staffCatalogue.updateImage, ({ params, body }) => ({
        ...withPictures,
        images: [{ ...front, id: params.imageId, alt: body.alt }, back],
      }));
    const user = userEvent.setup();
    openProduct(api);
    const [first] = await pictures();
    const english = within(first!).getByRole('textbox', { name: /Alternative text in English/ });
    await user.clear(english);
    await user.click(within(first!).getByRole('button', { name: 'Save alternative texts' }));
    expect(await within(first!).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo(staffCatalogue.updateImage)).toHaveLength(0);
    await user.type(english, 'Front of the coin');
    await user.click(within(first!).getByRole('button', { name: 'Save alternative texts' }));
    expect(await within(first!).findByText('Saved.')).toBeInTheDocument();
    const [call] = api.callsTo(staffCatalogue.updateImage);
    expect(call!.path).toContain(`/staff/products/${krugerrand.sku}/images/${front.id}`);
    expect(call!.body).toEqual({ alt: { de: 'Vorderseite', en: 'Front of the coin' } });
  });

  it('deletes a picture only after the confirmation', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => withPictures)
      .on(staffCatalogue.deleteImage, () => ({ ...withPictures, images: [back] }));
    const user = userEvent.setup();
    openProduct(api, 'de');
    const [first] = await pictures('de');
    await user.click(within(first!).getByRole('button', { name: 'Bild 1 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild 1 löschen?' });
    expect(api.callsTo(staffCatalogue.deleteImage)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(async () => expect(await pictures('de')).toHaveLength(1));
    expect(api.callsTo(staffCatalogue.deleteImage)[0]!.path).toContain(
      `/staff/products/${krugerrand.sku}/images/${front.id}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uploads a picture as base64 with its alt texts; refuses other types before sending', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => withPictures)
      .on(staffCatalogue.addImage, ({ body }) => ({
        ...withPictures,
        images: [
          front,
          back,
          { id: '2d8f6c74-9e3f-4a0c-b145-7f3a8e9dacb2', url: '/x.webp', alt: body.alt },
        ],
      }));
    const user = userEvent.setup({ applyAccept: false });
    openProduct(api);
    await pictures();
    const file = screen.getByLabelText(/Picture file/);
    await user.upload(file, new File(['GIF89a'], 'coin.gif', { type: 'image/gif' }));
    await user.type(
      screen.getAllByRole('textbox', { name: /Alternative text in German/ }).at(-1)!,
      'Neu',
    );
    await user.type(
      screen.getAllByRole('textbox', { name: /Alternative text in English/ }).at(-1)!,
      'New',
    );
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(
      await screen.findByText('Please choose a JPEG, PNG or WebP picture.'),
    ).toBeInTheDocument();
    expect(api.callsTo(staffCatalogue.addImage)).toHaveLength(0);

    await user.upload(file, new File(['jpeg bytes'], 'coin.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('The picture was uploaded.')).toBeInTheDocument();
    expect(api.callsTo(staffCatalogue.addImage)[0]!.body).toEqual({
      data: btoa('jpeg bytes'),
      alt: { de: 'Neu', en: 'New' },
    });
    expect(await pictures()).toHaveLength(3);
  });

  it('shows the API’s refusal of an upload in the page’s language', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => withPictures)
      .on(staffCatalogue.addImage, () => apiError('product_image_type_not_supported', 415));
    const user = userEvent.setup();
    openProduct(api, 'de');
    await pictures('de');
    await user.upload(
      screen.getByLabelText(/Bilddatei/),
      new File(['not really'], 'coin.png', { type: 'image/png' }),
    );
    await user.type(
      screen.getAllByRole('textbox', { name: /Alternativtext auf Deutsch/ }).at(-1)!,
      'Neu',
    );
    await user.type(
      screen.getAllByRole('textbox', { name: /Alternativtext auf Englisch/ }).at(-1)!,
      'New',
    );
    await user.click(screen.getByRole('button', { name: 'Bild hochladen' }));
    expect(
      await screen.findByText('Bitte wählen Sie ein JPEG-, PNG- oder WebP-Bild.'),
    ).toBeInTheDocument();
  });
});
