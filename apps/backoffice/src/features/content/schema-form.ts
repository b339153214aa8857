import type * as v from 'valibot';
import {
  ArticleContentSchema,
  ContentBlockSchema,
  MenuContentSchema,
  PageContentSchema,
  RichTextSchema,
  type ContentBlockComponent,
  type RichTextDocument,
} from '@shop/api-client';

/*
 * The block editor's forms are drawn from the content blocks' schemas (the same the API checks
 * with): each entry of a block's object schema becomes a field by its kind. Nothing here knows a
 * block by name, so a block type added to the schemas gets its form without a change here.
 */

type AnySchema = v.GenericSchema & {
  type: string;
  pipe?: readonly { type: string; requirement?: unknown }[];
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly unknown[];
  literal?: unknown;
  key?: string;
  getter?: () => AnySchema;
};

export type Field =
  | { kind: 'text'; long: boolean }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'choice'; options: readonly (string | number)[] }
  | { kind: 'choices'; options: readonly (string | number)[] }
  | { kind: 'richText' }
  | { kind: 'object'; entries: Record<string, AnySchema> }
  | { kind: 'list'; item: AnySchema }
  | { kind: 'lines' }
  | { kind: 'rows' }
  | { kind: 'variant'; key: string; options: AnySchema[] }
  | { kind: 'fixed'; value: unknown };

/** The schema a pipe starts from (`v.pipe(schema, ...)` keeps its kind and entries). */
const base = (schema: AnySchema): AnySchema =>
  schema.type === 'lazy' && schema.getter ? base(schema.getter()) : schema;

const requirement = (schema: AnySchema, type: string): unknown =>
  schema.pipe?.find((action) => action.type === type)?.requirement;

/** Optional (may be left out) and the schema inside. */
export function unwrap(schema: AnySchema): { optional: boolean; inner: AnySchema } {
  if (schema.type === 'optional' || schema.type === 'nullable' || schema.type === 'nullish')
    return { optional: true, inner: unwrap(schema.wrapped!).inner };
  return { optional: false, inner: base(schema) };
}

/** What kind of field an entry is. */
export function fieldOf(schema: AnySchema): Field {
  const inner = unwrap(schema).inner;
  if ((inner as unknown) === RichTextSchema) return { kind: 'richText' };
  switch (inner.type) {
    case 'string': {
      const max = requirement(inner, 'max_length');
      return { kind: 'text', long: typeof max === 'number' && max > 500 };
    }
    case 'number': {
      const min = requirement(inner, 'min_value');
      const max = requirement(inner, 'max_value');
      return {
        kind: 'number',
        ...(typeof min === 'number' ? { min } : {}),
        ...(typeof max === 'number' ? { max } : {}),
      };
    }
    case 'picklist':
      return { kind: 'choice', options: inner.options as (string | number)[] };
    case 'literal':
      return { kind: 'fixed', value: inner.literal };
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return { kind: 'object', entries: inner.entries! };
    case 'variant':
      return { kind: 'variant', key: inner.key!, options: inner.options as AnySchema[] };
    case 'array': {
      const item = unwrap(inner.item!).inner;
      if (item.type === 'picklist')
        return { kind: 'choices', options: item.options as (string | number)[] };
      if (item.type === 'string') return { kind: 'lines' };
      if (item.type === 'array') return { kind: 'rows' };
      return { kind: 'list', item };
    }
    default:
      return { kind: 'text', long: true };
  }
}

let uidCounter = 0;
/** A block id as editors' tools make them (`_uid`). */
export function newUid(): string {
  uidCounter += 1;
  return `b${Date.now().toString(36)}${uidCounter.toString(36)}`;
}

export const emptyRichText = (): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph' }],
});

/** A new value of a schema: required entries filled with their emptiest form. */
export function defaultOf(schema: AnySchema): unknown {
  const { optional, inner } = unwrap(schema);
  if (optional) return undefined;
  const field = fieldOf(inner);
  switch (field.kind) {
    case 'text':
      return '';
    case 'number':
      return field.min ?? 0;
    case 'choice':
      return field.options[0];
    case 'fixed':
      return field.value;
    case 'richText':
      return emptyRichText();
    case 'variant':
      return defaultOf(field.options[0]!);
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(field.entries)) {
        const entryValue = name === '_uid' ? newUid() : defaultOf(entry);
        if (entryValue !== undefined) value[name] = entryValue;
      }
      return value;
    }
    case 'list': {
      // A list that must have entries starts with that many empty ones for the editor to fill.
      const min = requirement(inner, 'min_length');
      return Array.from({ length: typeof min === 'number' ? min : 0 }, () => defaultOf(field.item));
    }
    default:
      return [];
  }
}

/** The option of a variant the value is of (by its key), else the first. */
export function variantOption(field: Extract<Field, { kind: 'variant' }>, value: unknown) {
  const chosen = (value as Record<string, unknown> | undefined)?.[field.key];
  return (
    field.options.find((option) => {
      const keyField = fieldOf(unwrap(option).inner.entries?.[field.key] ?? option);
      return keyField.kind === 'fixed' && keyField.value === chosen;
    }) ?? field.options[0]!
  );
}

/** The value of a variant's key in each option (`youtube`, `self-hosted`). */
export function variantKeys(field: Extract<Field, { kind: 'variant' }>): unknown[] {
  return field.options.flatMap((option): unknown[] => {
    const entry = unwrap(option).inner.entries?.[field.key];
    if (!entry) return [];
    const keyField = fieldOf(entry);
    return keyField.kind === 'fixed'
      ? [keyField.value]
      : keyField.kind === 'choice'
        ? [...keyField.options]
        : [];
  });
}

/** Every block type an editor can place, with its schema. */
export const blockSchemas: ReadonlyMap<ContentBlockComponent, AnySchema> = new Map(
  (ContentBlockSchema.options as unknown as AnySchema[]).map((option) => {
    const first = option.type === 'variant' ? (option.options![0] as AnySchema) : option;
    const literal = fieldOf(first.entries!.component!);
    return [(literal as { value: ContentBlockComponent }).value, option];
  }),
);

/** The story's root schema (page, article, menu) by its component. */
export const rootSchemas: Record<string, AnySchema> = {
  page: PageContentSchema as unknown as AnySchema,
  article: ArticleContentSchema as unknown as AnySchema,
  menu: MenuContentSchema as unknown as AnySchema,
};

/** A new block of a type, with a fresh id. */
export function newBlock(component: ContentBlockComponent): Record<string, unknown> {
  return defaultOf(blockSchemas.get(component)!) as Record<string, unknown>;
}

/** Entries drawn as fields: not the block's id and type, which editors do not change. */
export const editableEntries = (entries: Record<string, AnySchema>) =>
  Object.entries(entries).filter(
    ([name]) => name !== '_uid' && name !== 'component' && name !== 'body',
  );

export type { AnySchema };
