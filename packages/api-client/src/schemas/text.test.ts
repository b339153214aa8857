import * as v from 'valibot';
import {
  MultilineTextSchema,
  TextSchema,
  controlCharactersMessage,
  withoutControlCharacters,
} from './text';

/** Every control character: C0 (with NUL, tab, line feed, carriage return), DEL and C1. */
const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
];
const layout = new Set(['\t', '\n', '\r']);

describe('TextSchema', () => {
  it.each(controls.map((c) => [c.charCodeAt(0).toString(16).padStart(4, '0'), c]))(
    'refuses U+%s anywhere in the text',
    (_code, c) => {
      for (const text of [c, `gold${c}`, `${c}gold`, `go${c}ld`]) {
        const result = v.safeParse(TextSchema, text);
        expect(result.success).toBe(false);
        expect(result.issues?.[0]?.message).toBe(controlCharactersMessage);
      }
    },
  );

  it('accepts ordinary text in any script, with spaces, symbols and emoji', () => {
    for (const text of ['', 'Wiener Philharmoniker', 'Münze 1 oz • 999,9 ‰', '金貨 🪙', '\u00a0x'])
      expect(v.parse(TextSchema, text)).toBe(text);
  });
});

describe('MultilineTextSchema', () => {
  it('allows tabs and line breaks and refuses every other control character', () => {
    expect(v.parse(MultilineTextSchema, 'Zeile 1\r\nZeile 2\n\tEingerückt')).toBe(
      'Zeile 1\r\nZeile 2\n\tEingerückt',
    );
    for (const c of controls) expect(v.is(MultilineTextSchema, `text${c}text`)).toBe(layout.has(c));
  });
});

describe('withoutControlCharacters', () => {
  it('replaces every control character, so the result passes TextSchema', () => {
    const text = withoutControlCharacters(`a${controls.join('')}b`);
    expect(text).toBe(`a${'\ufffd'.repeat(controls.length)}b`);
    expect(v.is(TextSchema, text)).toBe(true);
    expect(withoutControlCharacters('plain')).toBe('plain');
  });
});
