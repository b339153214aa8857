import { maskAccount, toWinAnsi } from './pdf';

describe('toWinAnsi', () => {
  it('keeps what Helvetica can print, spaces out typographic spaces and strips foreign accents', () => {
    expect(toWinAnsi('Größe – € „ß“ ‘x’ …')).toBe('Größe – € „ß“ ‘x’ …');
    expect(toWinAnsi('€\u202F1\u00A0000\u2009g')).toBe('€ 1\u00A0000 g');
    expect(toWinAnsi('Dvořák Łódź ✂')).toBe('Dvorák ?ódz ?');
  });
});

describe('maskAccount', () => {
  it('stars all but the last four characters, in groups of four', () => {
    expect(maskAccount('AT61 1904 3002 3457 3201')).toBe('**** **** **** **** 3201');
    expect(maskAccount('1234')).toBe('1234');
  });
});
