import messages from '../../messages';
import { choiceLabelId } from './choice-labels';
import {
  blockSchemas,
  editableEntries,
  fieldOf,
  rootSchemas,
  variantKeys,
  type AnySchema,
} from './schema-form';

type Choice = [field: string, value: string | number];

/** Every choice the block editor offers in a schema, with the field that offers it. */
function choicesOf(name: string, schema: AnySchema): Choice[] {
  const field = fieldOf(schema);
  switch (field.kind) {
    case 'choice':
    case 'choices':
      return field.options.map((option): Choice => [name, option]);
    case 'object':
      return editableEntries(field.entries).flatMap(([entry, inner]) => choicesOf(entry, inner));
    case 'list':
      return choicesOf(name, field.item);
    case 'variant':
      return [
        ...variantKeys(field).map((key): Choice => [field.key, key as string]),
        ...field.options.flatMap((option) => choicesOf(name, option)),
      ];
    default:
      return [];
  }
}

const everyChoice = [...blockSchemas.values(), ...Object.values(rootSchemas)].flatMap((schema) =>
  choicesOf('block', schema),
);

describe('the labels of the block editor’s choices', () => {
  it('finds the choices of the blocks’ schemas', () => {
    expect(everyChoice).toEqual(
      expect.arrayContaining([
        ['provider', 'youtube'],
        ['provider', 'self-hosted'],
        ['category', 'gold-bars'],
        ['metals', 'silver'],
        ['timespan', '6m'],
        ['level', 2],
        ['country', 'LI'],
      ]),
    );
  });

  it.each(['de', 'en'] as const)('names every choice of every block type in %s', (language) => {
    const missing = everyChoice.filter(([field, value]) => {
      const text = messages[language][choiceLabelId(field, value)];
      return typeof text !== 'string' || text === '' || text === String(value);
    });
    expect(missing).toEqual([]);
  });

  it('uses the shop’s names for categories and metals', () => {
    expect(messages.de[choiceLabelId('category', 'gold-bars')]).toBe('Goldbarren');
    expect(messages.en[choiceLabelId('metals', 'silver')]).toBe('Silver');
    expect(messages.de[choiceLabelId('provider', 'self-hosted')]).toBe('Eigene Datei (mp4, webm)');
  });
});
