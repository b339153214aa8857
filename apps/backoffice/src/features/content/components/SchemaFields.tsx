import { useIntl, type IntlShape } from 'react-intl';
import type { RichTextDocument } from '@shop/api-client';
import type { MessageId } from '@shop/i18n';
import { Button, Checkbox, FormField, Input, Select, Textarea } from '@shop/ui';
import {
  defaultOf,
  editableEntries,
  fieldOf,
  unwrap,
  variantKeys,
  variantOption,
  type AnySchema,
} from '../schema-form';
import { choiceLabelId } from '../choice-labels';
import { RichTextField } from './RichTextField';

type Value = Record<string, unknown>;

/** An entry's label: its text in the back-office's table, else its name. */
export function fieldLabel(intl: IntlShape, name: string): string {
  const id = `backoffice.content.field.${name}` as MessageId;
  return intl.messages[id] ? intl.formatMessage({ id }) : name;
}

/** The fields of an object schema's entries (a block, a slide, an FAQ entry). */
export function SchemaFields({
  entries,
  value,
  onChange,
  idPrefix,
}: {
  entries: Record<string, AnySchema>;
  value: Value;
  onChange: (value: Value) => void;
  idPrefix: string;
}) {
  return (
    <div className="ui-stack ui-stack--sm">
      {editableEntries(entries).map(([name, schema]) => (
        <SchemaField
          key={name}
          name={name}
          schema={schema}
          value={value[name]}
          id={`${idPrefix}-${name}`}
          onChange={(entry) => {
            const next = { ...value };
            if (entry === undefined) delete next[name];
            else next[name] = entry;
            onChange(next);
          }}
        />
      ))}
    </div>
  );
}

const lines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function SchemaField({
  name,
  schema,
  value,
  onChange,
  id,
}: {
  name: string;
  schema: AnySchema;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const label = fieldLabel(intl, name);
  const { optional, inner } = unwrap(schema);
  const field = fieldOf(inner);
  switch (field.kind) {
    case 'fixed':
      return null;
    case 'text':
      return (
        <FormField label={label} id={id} required={!optional}>
          {field.long ? (
            <Textarea
              rows={3}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) =>
                onChange(optional && event.target.value === '' ? undefined : event.target.value)
              }
            />
          ) : (
            <Input
              value={typeof value === 'string' ? value : ''}
              onChange={(event) =>
                onChange(optional && event.target.value === '' ? undefined : event.target.value)
              }
            />
          )}
        </FormField>
      );
    case 'number':
      return (
        <FormField label={label} id={id} required={!optional}>
          <Input
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={typeof value === 'number' ? String(value) : ''}
            onChange={(event) =>
              onChange(event.target.value === '' ? undefined : Number(event.target.value))
            }
          />
        </FormField>
      );
    case 'choice':
      return (
        <FormField label={label} id={id} required={!optional}>
          <Select
            value={value === undefined ? '' : String(value)}
            onChange={(event) => {
              const chosen = field.options.find((option) => String(option) === event.target.value);
              onChange(chosen);
            }}
            options={[
              ...(optional ? [{ value: '', label: t({ id: 'backoffice.content.none' }) }] : []),
              ...field.options.map((option) => ({
                value: String(option),
                label: t({ id: choiceLabelId(name, option) }),
              })),
            ]}
          />
        </FormField>
      );
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <fieldset className="backoffice-fieldset">
          <legend>{label}</legend>
          {field.options.map((option) => (
            <Checkbox
              key={String(option)}
              label={t({ id: choiceLabelId(name, option) })}
              checked={chosen.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? field.options.filter((o) => o === option || chosen.includes(o))
                    : chosen.filter((o) => o !== option),
                )
              }
            />
          ))}
        </fieldset>
      );
    }
    case 'lines':
      return (
        <FormField label={label} id={id} hint={t({ id: 'backoffice.content.linesHint' })}>
          <Textarea
            rows={3}
            value={lines(value)}
            onChange={(event) => {
              const list = splitLines(event.target.value);
              onChange(optional && list.length === 0 ? undefined : list);
            }}
          />
        </FormField>
      );
    case 'rows':
      return (
        <FormField label={label} id={id} hint={t({ id: 'backoffice.content.rowsHint' })}>
          <Textarea
            rows={4}
            value={(Array.isArray(value) ? (value as string[][]) : [])
              .map((row) => row.join(' | '))
              .join('\n')}
            onChange={(event) =>
              onChange(
                splitLines(event.target.value).map((row) => row.split('|').map((c) => c.trim())),
              )
            }
          />
        </FormField>
      );
    case 'richText':
      return (
        <div className="ui-stack ui-stack--xs">
          <span className="backoffice-label" id={`${id}-label`}>
            {label}
          </span>
          <RichTextField
            id={id}
            label={label}
            value={
              (value as RichTextDocument | undefined) ?? (defaultOf(inner) as RichTextDocument)
            }
            onChange={onChange}
          />
        </div>
      );
    case 'object':
      if (optional && value === undefined)
        return (
          <Button variant="secondary" size="sm" onClick={() => onChange(defaultOf(inner))}>
            {`${t({ id: 'backoffice.content.addItem' })}: ${label}`}
          </Button>
        );
      return (
        <fieldset className="backoffice-fieldset">
          <legend>{label}</legend>
          <SchemaFields
            entries={field.entries}
            value={(value as Value | undefined) ?? {}}
            onChange={onChange}
            idPrefix={id}
          />
          {optional ? (
            <Button variant="secondary" size="sm" onClick={() => onChange(undefined)}>
              {t({ id: 'backoffice.content.remove' })}
            </Button>
          ) : null}
        </fieldset>
      );
    case 'variant': {
      const option = variantOption(field, value);
      const current = (value as Value | undefined) ?? {};
      return (
        <div className="ui-stack ui-stack--sm">
          <FormField label={fieldLabel(intl, field.key)} id={`${id}-${field.key}`} required>
            <Select
              value={String(current[field.key] ?? '')}
              onChange={(event) => {
                const next = field.options.find((candidate) =>
                  variantKeys({ ...field, options: [candidate] }).some(
                    (key) => String(key) === event.target.value,
                  ),
                );
                if (next)
                  onChange({
                    ...(defaultOf(next) as Value),
                    _uid: current._uid,
                  });
              }}
              options={variantKeys(field).map((key) => ({
                value: String(key),
                label: t({ id: choiceLabelId(field.key, key as string | number) }),
              }))}
            />
          </FormField>
          <SchemaFields
            entries={Object.fromEntries(
              Object.entries(unwrap(option).inner.entries ?? {}).filter(([n]) => n !== field.key),
            )}
            value={current}
            onChange={onChange}
            idPrefix={id}
          />
        </div>
      );
    }
    case 'list': {
      const items = Array.isArray(value) ? (value as Value[]) : [];
      const itemField = fieldOf(field.item);
      const set = (next: Value[]) => onChange(optional && next.length === 0 ? undefined : next);
      return (
        <fieldset className="backoffice-fieldset">
          <legend>{label}</legend>
          <ol className="ui-stack ui-stack--sm backoffice-content-items">
            {items.map((item, index) => (
              <li key={typeof item._uid === 'string' ? item._uid : index}>
                <fieldset className="backoffice-fieldset">
                  <legend>{t({ id: 'backoffice.content.item' }, { index: index + 1 })}</legend>
                  {itemField.kind === 'object' ? (
                    <SchemaFields
                      entries={itemField.entries}
                      value={item}
                      onChange={(changed) => set(items.map((x, i) => (i === index ? changed : x)))}
                      idPrefix={`${id}-${index}`}
                    />
                  ) : null}
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => set(items.filter((_x, i) => i !== index))}
                  >
                    {t({ id: 'backoffice.content.remove' })}
                  </Button>
                </fieldset>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set([...items, defaultOf(field.item) as Value])}
          >
            {`${t({ id: 'backoffice.content.addItem' })}: ${label}`}
          </Button>
        </fieldset>
      );
    }
  }
}
