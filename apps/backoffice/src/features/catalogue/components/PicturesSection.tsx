import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorCodes } from '@shop/api-client';
import {
  maxProductPictureBytes,
  productPictureTypes,
  StaffProductImageAltBodySchema,
  type StaffProduct,
  type StaffProductImage,
} from '@shop/api-client/staff';
import {
  useAddStaffProductImage,
  useDeleteStaffProductImage,
  useOrderStaffProductImages,
  useUpdateStaffProductImage,
} from '@shop/api-client/staff/react';
import {
  applyApiError,
  contractResolver,
  failureOf,
  FormAlert,
  TextField,
  type FormFailure,
} from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Modal, Toast } from '@shop/ui';
import { readBase64 } from '../read-base64';

interface AltValues {
  alt: { de: string; en: string };
}
const altFields = ['alt.de', 'alt.en'] as const;
const altResolver = contractResolver<AltValues, typeof StaffProductImageAltBodySchema>(
  StaffProductImageAltBodySchema,
);

type Direction = 'up' | 'down';
const buttonId = (imageId: string, direction: Direction) => `picture-${imageId}-${direction}`;

/**
 * A product's pictures (issue 26, item 1): in the shop's order, each with its alt texts in both
 * languages, moved up or down and deleted after a confirmation; a new one uploaded below.
 */
export function PicturesSection({ product }: { product: StaffProduct }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const order = useOrderStaffProductImages(product.sku);
  const remove = useDeleteStaffProductImage(product.sku);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  /** The button to focus once the moved picture is in its new place. */
  const moved = useRef<{ imageId: string; direction: Direction } | null>(null);
  const { images } = product;

  useEffect(() => {
    if (!moved.current) return;
    const { imageId, direction } = moved.current;
    moved.current = null;
    // At the top or bottom the button for the same direction is disabled: the other one then.
    const same = document.getElementById(buttonId(imageId, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(buttonId(imageId, direction === 'up' ? 'down' : 'up'));
    (same && !same.disabled ? same : other)?.focus();
  }, [images]);

  const move = (index: number, direction: Direction) => {
    if (order.isPending) return;
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = images.map((image) => image.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    setFailure(null);
    order.mutate(
      { imageIds: ids },
      {
        onSuccess: () => {
          moved.current = { imageId: images[index]!.id, direction };
        },
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    setFailure(null);
    remove.mutate(images[deleting]!.id, {
      onSuccess: () => {
        setDeleting(null);
        listRef.current?.focus();
      },
      onError: (error) => {
        setDeleting(null);
        setFailure(failureOf(error));
      },
    });
  };

  return (
    <div className="ui-stack">
      <FormAlert failure={failure} />
      {images.length === 0 ? (
        <p className="backoffice-muted">{t('backoffice.product.pictures.none')}</p>
      ) : (
        <ol
          ref={listRef}
          tabIndex={-1}
          className="backoffice-catalogue__pictures"
          aria-label={t('backoffice.product.pictures.list')}
        >
          {images.map((image, index) => {
            const values = { position: index + 1, count: images.length };
            return (
              <li key={image.id}>
                <img src={image.url} alt={image.alt[intl.locale.startsWith('en') ? 'en' : 'de']} />
                <p className="backoffice-muted">
                  {intl.formatMessage({ id: 'backoffice.product.pictures.item' }, values)}
                </p>
                <div className="backoffice-catalogue__picture-actions">
                  <Button
                    id={buttonId(image.id, 'up')}
                    variant="secondary"
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    {intl.formatMessage({ id: 'backoffice.product.pictures.moveUp' }, values)}
                  </Button>
                  <Button
                    id={buttonId(image.id, 'down')}
                    variant="secondary"
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    {intl.formatMessage({ id: 'backoffice.product.pictures.moveDown' }, values)}
                  </Button>
                  <Button variant="secondary" onClick={() => setDeleting(index)}>
                    {intl.formatMessage({ id: 'backoffice.product.pictures.delete' }, values)}
                  </Button>
                </div>
                <AltForm sku={product.sku} image={image} />
              </li>
            );
          })}
        </ol>
      )}
      <UploadForm sku={product.sku} />
      {deleting !== null && (
        <Modal
          open
          onClose={() => setDeleting(null)}
          title={intl.formatMessage(
            { id: 'backoffice.product.pictures.delete.title' },
            { position: deleting + 1 },
          )}
          closeLabel={t('backoffice.product.cancel')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('backoffice.product.cancel')}
              </Button>
              <Button onClick={confirmDelete} loading={remove.isPending}>
                {t('backoffice.product.pictures.delete.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('backoffice.product.pictures.delete.text')}</p>
        </Modal>
      )}
    </div>
  );
}

/** The alt texts of one picture in both languages. */
function AltForm({ sku, image }: { sku: string; image: StaffProductImage }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const update = useUpdateStaffProductImage(sku);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<AltValues, unknown, AltValues>({
    resolver: altResolver,
    defaultValues: { alt: image.alt },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    setSaved(false);
    update.mutate(
      { imageId: image.id, ...body },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setFailure(applyApiError(error, form.setError, { fields: altFields })),
      },
    );
  });
  return (
    <form className="ui-stack ui-stack--xs" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert failure={failure} />
      {saved && (
        <Toast type="success" inline>
          {t('backoffice.product.saved')}
        </Toast>
      )}
      <TextField
        form={form}
        name="alt.de"
        required
        label={t('backoffice.product.pictures.altDe')}
      />
      <TextField
        form={form}
        name="alt.en"
        required
        label={t('backoffice.product.pictures.altEn')}
      />
      <div>
        <Button type="submit" variant="secondary" loading={update.isPending}>
          {t('backoffice.product.pictures.saveAlt')}
        </Button>
      </div>
    </form>
  );
}

/** Why a chosen file cannot be sent, before it is read: the API would refuse it the same way. */
function fileProblem(file: File): FormFailure {
  if (!(productPictureTypes as readonly string[]).includes(file.type))
    return { code: errorCodes.productImageTypeNotSupported };
  if (file.size > maxProductPictureBytes) return { code: errorCodes.productImageTooLarge };
  return null;
}

/** A new picture with its alt texts, placed after the others. */
function UploadForm({ sku }: { sku: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const add = useAddStaffProductImage(sku);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [uploaded, setUploaded] = useState(false);
  const titleId = useId();
  const form = useForm<AltValues, unknown, AltValues>({
    resolver: altResolver,
    defaultValues: { alt: { de: '', en: '' } },
  });
  /** A new key empties the file input after an upload. */
  const [fileKey, setFileKey] = useState(0);
  const upload = async (values: AltValues) => {
    setFailure(null);
    setUploaded(false);
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(t('backoffice.product.pictures.file.required'));
      fileInput.current?.focus();
      return;
    }
    setFileError(undefined);
    const problem = fileProblem(file);
    if (problem) {
      setFailure(problem);
      return;
    }
    const data = await readBase64(file);
    add.mutate(
      { data, ...values },
      {
        onSuccess: () => {
          setUploaded(true);
          form.reset();
          setFileKey((key) => key + 1);
        },
        onError: (error) => setFailure(applyApiError(error, form.setError, { fields: altFields })),
      },
    );
  };
  return (
    <form
      className="ui-stack"
      noValidate
      onSubmit={(event) => void form.handleSubmit(upload)(event)}
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>{t('backoffice.product.pictures.upload.title')}</h3>
      <FormAlert failure={failure} />
      {uploaded && (
        <Toast type="success" inline>
          {t('backoffice.product.pictures.uploaded')}
        </Toast>
      )}
      <FormField
        label={t('backoffice.product.pictures.file')}
        hint={t('backoffice.product.pictures.file.hint')}
        required
        error={fileError}
      >
        {(control) => (
          <input
            {...control}
            key={fileKey}
            ref={fileInput}
            type="file"
            accept={productPictureTypes.join(',')}
            onChange={() => setFileError(undefined)}
          />
        )}
      </FormField>
      <TextField
        form={form}
        name="alt.de"
        required
        label={t('backoffice.product.pictures.altDe')}
      />
      <TextField
        form={form}
        name="alt.en"
        required
        label={t('backoffice.product.pictures.altEn')}
      />
      <div>
        <Button type="submit" loading={add.isPending}>
          {t('backoffice.product.pictures.upload')}
        </Button>
      </div>
    </form>
  );
}
