import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ContentHrefSchema } from '@shop/api-client';
import { Button, FormField, Input, Modal } from '@shop/ui';

export interface LinkDialogProps {
  /** The address of the link being edited; empty for a new one. */
  href: string;
  onApply: (href: string) => void;
  /** Offered when the text already is a link. */
  onRemove?: () => void;
  onClose: () => void;
}

/**
 * The address of a rich-text link, checked as the API checks it (a shop path, https, mailto or
 * tel), so a refused link is corrected here instead of failing the whole draft's save. The modal
 * takes focus in, closes on Escape and gives focus back to the toolbar button that opened it.
 */
export function LinkDialog({ href, onApply, onRemove, onClose }: LinkDialogProps) {
  const t = useIntl().formatMessage;
  const [value, setValue] = useState(href);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in the story's form in React's tree: its submit must not save the draft.
    event.stopPropagation();
    const checked = v.safeParse(ContentHrefSchema, value.trim());
    if (!checked.success) {
      setInvalid(true);
      return;
    }
    onApply(checked.output);
  };
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={t({ id: 'backoffice.content.link.heading' })}
      closeLabel={t({ id: 'backoffice.content.link.close' })}
    >
      <form className="ui-stack ui-stack--sm" onSubmit={submit} noValidate>
        <FormField
          label={t({ id: 'backoffice.content.richText.linkPrompt' })}
          error={invalid ? t({ id: 'backoffice.content.link.invalid' }) : undefined}
          required
        >
          <Input
            inputMode="url"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
          />
        </FormField>
        <div className="backoffice-content-actions">
          <Button type="submit">{t({ id: 'backoffice.content.link.apply' })}</Button>
          {onRemove ? (
            <Button variant="secondary" onClick={onRemove}>
              {t({ id: 'backoffice.content.link.remove' })}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t({ id: 'backoffice.content.cancel' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
