import type { FineWeightUnit, PreciousMetal, ProductForm } from '@shop/api-client/contract';
import { palettes, type Palette } from './palette';

export interface SvgSubject {
  sku: string;
  form: ProductForm;
  name: string;
  manufacturer: string | null;
  series: string | null;
  metal: PreciousMetal | null;
  fineWeight: number | null;
  fineWeightUnit: FineWeightUnit | null;
  fineness: string | null;
}

const size = 400;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The stamp on the item: "1/10 oz", "2.5 g", "1 kg". */
export function weightLabel(value: number | null, unit: FineWeightUnit | null): string | null {
  if (value === null || unit === null) return null;
  if (unit === 'oz' && value < 1) {
    const denominator = Math.round(1 / value);
    if (Math.abs(1 / denominator - value) < 1e-6) return `1/${denominator} oz`;
  }
  return `${Number(value.toFixed(3))} ${unit}`;
}

const metalStamp: Record<PreciousMetal, string> = {
  gold: 'FINE GOLD',
  silver: 'FINE SILVER',
  platinum: 'PLATINUM',
  palladium: 'PALLADIUM',
};

function gradients(id: string, p: Palette): string {
  return `<defs>
  <linearGradient id="${id}-sheen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/>
  </linearGradient>
  <radialGradient id="${id}-face" cx="0.35" cy="0.3" r="0.85">
    <stop offset="0" stop-color="${p.light}"/><stop offset="0.55" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/>
  </radialGradient>
  <radialGradient id="${id}-shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>
</defs>`;
}

/** Shrinks long legends so they stay on the item. */
const fit = (text: string, maxChars: number, fontSize: number) =>
  text.length <= maxChars
    ? fontSize
    : Math.max(10, Math.floor((fontSize * maxChars) / text.length));

function text(
  x: number,
  y: number,
  value: string,
  fontSize: number,
  fill: string,
  extra = '',
): string {
  return `<text x="${x}" y="${y}" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(value)}</text>`;
}

function coin(id: string, s: SvgSubject, p: Palette): string {
  const top = (s.series ?? s.manufacturer ?? s.name).toUpperCase();
  const bottom = (s.manufacturer ?? '').toUpperCase();
  const weight = weightLabel(s.fineWeight, s.fineWeightUnit) ?? '';
  const denticles = Array.from({ length: 90 }, (_, i) => {
    const a = (i / 90) * Math.PI * 2;
    const [x1, y1] = [200 + Math.cos(a) * 152, 200 + Math.sin(a) * 152];
    const [x2, y2] = [200 + Math.cos(a) * 160, 200 + Math.sin(a) * 160];
    return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }).join('');
  return `<ellipse cx="208" cy="372" rx="150" ry="16" fill="url(#${id}-shadow)"/>
<circle cx="200" cy="200" r="172" fill="url(#${id}-sheen)" stroke="${p.dark}" stroke-width="2"/>
<circle cx="200" cy="200" r="160" fill="url(#${id}-face)"/>
<path d="${denticles}" stroke="${p.dark}" stroke-width="2" stroke-opacity="0.55"/>
<circle cx="200" cy="200" r="118" fill="none" stroke="${p.dark}" stroke-opacity="0.45" stroke-width="1.5"/>
<path id="${id}-top" d="M70 200 A130 130 0 0 1 330 200" fill="none"/>
<path id="${id}-bottom" d="M62 200 A138 138 0 0 0 338 200" fill="none"/>
<text font-family="Georgia, 'Times New Roman', serif" font-size="${fit(top, 16, 24)}" letter-spacing="2" fill="${p.ink}"><textPath href="#${id}-top" startOffset="50%" text-anchor="middle">${escapeXml(top)}</textPath></text>
<text font-family="Georgia, 'Times New Roman', serif" font-size="${fit(bottom, 26, 16)}" letter-spacing="2" fill="${p.ink}"><textPath href="#${id}-bottom" startOffset="50%" text-anchor="middle">${escapeXml(bottom)}</textPath></text>
${text(200, 212, weight, fit(weight, 6, 46), p.ink, 'font-weight="bold"')}
${s.metal ? text(200, 248, metalStamp[s.metal], 16, p.ink, 'letter-spacing="3"') : ''}
${s.fineness ? text(200, 272, s.fineness, 16, p.ink) : ''}
<ellipse cx="150" cy="120" rx="70" ry="26" fill="#fff" fill-opacity="0.25" transform="rotate(-30 150 120)"/>`;
}

function serial(sku: string): string {
  let h = 7;
  for (const c of sku) h = (h * 31 + c.charCodeAt(0)) % 999_983;
  return `No ${String(h).padStart(6, '0')}`;
}

function mintedBar(id: string, s: SvgSubject, p: Palette): string {
  const weight = weightLabel(s.fineWeight, s.fineWeightUnit) ?? '';
  const maker = (s.manufacturer ?? '').toUpperCase();
  return `<ellipse cx="206" cy="372" rx="120" ry="14" fill="url(#${id}-shadow)"/>
<rect x="90" y="30" width="220" height="330" rx="22" fill="url(#${id}-sheen)" stroke="${p.dark}" stroke-width="2"/>
<rect x="106" y="46" width="188" height="298" rx="14" fill="url(#${id}-face)" stroke="${p.dark}" stroke-opacity="0.5"/>
${text(200, 96, maker, fit(maker, 12, 24), p.ink, 'font-weight="bold" letter-spacing="2"')}
<line x1="130" y1="112" x2="270" y2="112" stroke="${p.dark}" stroke-opacity="0.5"/>
${text(200, 190, weight, fit(weight, 6, 48), p.ink, 'font-weight="bold"')}
${s.metal ? text(200, 232, metalStamp[s.metal], 18, p.ink, 'letter-spacing="3"') : ''}
${s.fineness ? text(200, 262, s.fineness, 20, p.ink) : ''}
<line x1="130" y1="284" x2="270" y2="284" stroke="${p.dark}" stroke-opacity="0.5"/>
${text(200, 312, serial(s.sku), 13, p.ink, 'letter-spacing="1"')}
<path d="M120 60 L180 60 L130 200 Z" fill="#fff" fill-opacity="0.18"/>`;
}

/** Bars from 250 g up are cast: a wide trapezoid with soft edges. */
function castBar(id: string, s: SvgSubject, p: Palette): string {
  const weight = weightLabel(s.fineWeight, s.fineWeightUnit) ?? '';
  const maker = (s.manufacturer ?? '').toUpperCase();
  return `<ellipse cx="206" cy="320" rx="175" ry="18" fill="url(#${id}-shadow)"/>
<path d="M40 290 L80 110 L320 110 L360 290 Z" fill="url(#${id}-sheen)" stroke="${p.dark}" stroke-width="2" stroke-linejoin="round"/>
<path d="M92 128 L308 128 L328 270 L72 270 Z" fill="url(#${id}-face)" stroke="${p.dark}" stroke-opacity="0.4" stroke-linejoin="round"/>
${text(200, 162, maker, fit(maker, 16, 22), p.ink, 'font-weight="bold" letter-spacing="2"')}
${text(200, 214, weight, fit(weight, 6, 44), p.ink, 'font-weight="bold"')}
${text(200, 244, `${s.metal ? metalStamp[s.metal] : ''} ${s.fineness ?? ''}`.trim(), 16, p.ink, 'letter-spacing="2"')}
${text(200, 262, serial(s.sku), 11, p.ink)}`;
}

function scrap(id: string, s: SvgSubject, p: Palette): string {
  const mark = s.fineness ?? 'AU';
  return `<ellipse cx="200" cy="352" rx="150" ry="16" fill="url(#${id}-shadow)"/>
<ellipse cx="160" cy="230" rx="92" ry="92" fill="none" stroke="url(#${id}-sheen)" stroke-width="26"/>
<ellipse cx="160" cy="230" rx="92" ry="92" fill="none" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="2"/>
<path d="M230 90 q30 -30 60 0 q30 30 0 60 q-30 30 -60 0 q-30 -30 0 -60" fill="none" stroke="url(#${id}-sheen)" stroke-width="12"/>
<path d="M290 150 q30 -30 60 0 q30 30 0 60 q-30 30 -60 0" fill="none" stroke="url(#${id}-sheen)" stroke-width="12"/>
<rect x="238" y="250" width="120" height="64" rx="10" fill="url(#${id}-face)" stroke="${p.dark}"/>
${text(298, 294, mark, fit(mark, 5, 30), p.ink, 'font-weight="bold"')}`;
}

function gift(id: string, s: SvgSubject, p: Palette): string {
  const weight = weightLabel(s.fineWeight, s.fineWeightUnit) ?? '';
  return `<ellipse cx="200" cy="362" rx="160" ry="16" fill="url(#${id}-shadow)"/>
<rect x="60" y="150" width="280" height="200" rx="12" fill="#1F2A44"/>
<rect x="60" y="150" width="280" height="46" rx="12" fill="#2C3A5E"/>
<rect x="184" y="150" width="32" height="200" fill="url(#${id}-sheen)"/>
<path d="M200 150 C150 90 110 120 140 150 Z M200 150 C250 90 290 120 260 150 Z" fill="url(#${id}-sheen)" stroke="${p.dark}"/>
<rect x="232" y="220" width="84" height="110" rx="10" fill="url(#${id}-face)" stroke="${p.dark}"/>
${text(274, 282, weight, fit(weight, 5, 22), p.ink, 'font-weight="bold"')}`;
}

const accessoryIcons: Record<string, (p: Palette) => string> = {
  CAPS: (p) =>
    `<circle cx="200" cy="200" r="120" fill="#fff" fill-opacity="0.6" stroke="${p.dark}" stroke-width="6"/><circle cx="200" cy="200" r="96" fill="none" stroke="${p.mid}" stroke-width="4"/><ellipse cx="160" cy="150" rx="40" ry="16" fill="#fff" fill-opacity="0.8" transform="rotate(-35 160 150)"/>`,
  TUBE: (p) =>
    `<rect x="150" y="70" width="100" height="270" rx="16" fill="#fff" fill-opacity="0.6" stroke="${p.dark}" stroke-width="6"/><rect x="142" y="58" width="116" height="36" rx="8" fill="${p.mid}" stroke="${p.dark}" stroke-width="4"/>${Array.from({ length: 9 }, (_, i) => `<line x1="162" y1="${120 + i * 24}" x2="238" y2="${120 + i * 24}" stroke="${p.mid}" stroke-width="4"/>`).join('')}`,
  BOX: (p) =>
    `<rect x="70" y="110" width="260" height="190" rx="14" fill="${p.mid}" stroke="${p.dark}" stroke-width="6"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${92 + (i % 5) * 46}" y="${134 + Math.floor(i / 5) * 78}" width="34" height="62" rx="4" fill="#fff" fill-opacity="0.7"/>`).join('')}`,
  CASE: (p) =>
    `<rect x="60" y="120" width="280" height="180" rx="12" fill="#8B5A2B" stroke="#5C3A1A" stroke-width="6"/>${Array.from({ length: 15 }, (_, i) => `<circle cx="${100 + (i % 5) * 50}" cy="${160 + Math.floor(i / 5) * 50}" r="18" fill="#3A2414" stroke="${p.mid}" stroke-width="2"/>`).join('')}`,
  GLOVES: (p) =>
    `<path d="M130 330 L130 190 Q130 170 146 170 L146 110 Q146 96 160 96 Q174 96 174 110 L174 160 L180 90 Q182 76 196 78 Q210 80 208 94 L204 160 L216 100 Q220 86 234 90 Q246 94 242 108 L230 170 L250 130 Q258 118 270 126 Q280 134 272 148 L240 230 L240 330 Z" fill="#fff" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>`,
  SCALE: (p) =>
    `<rect x="90" y="150" width="220" height="170" rx="16" fill="${p.dark}"/><rect x="110" y="110" width="180" height="40" rx="8" fill="${p.mid}" stroke="${p.dark}" stroke-width="4"/><rect x="120" y="200" width="160" height="56" rx="6" fill="#C8E6C9"/><text x="200" y="240" font-family="monospace" font-size="30" fill="#1B3A1D" text-anchor="middle">0.00 g</text>`,
  LOUPE: (p) =>
    `<circle cx="175" cy="175" r="90" fill="#fff" fill-opacity="0.5" stroke="${p.dark}" stroke-width="16"/><line x1="240" y1="240" x2="320" y2="320" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"/><ellipse cx="150" cy="140" rx="30" ry="12" fill="#fff" transform="rotate(-35 150 140)"/>`,
};

function accessory(s: SvgSubject, p: Palette): string {
  const kind = s.sku.split('-')[1] ?? '';
  const icon = accessoryIcons[kind] ?? accessoryIcons.BOX!;
  return `<rect x="20" y="20" width="360" height="360" rx="40" fill="${p.light}"/>${icon(p)}`;
}

/** A picture for every product, drawn from its data so new products never lack one. */
export function renderProductSvg(subject: SvgSubject): string {
  const palette = palettes[subject.metal ?? 'none'];
  const id = `p${subject.sku.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const cast =
    subject.form === 'bar' && subject.fineWeight !== null && weightInGrams(subject) >= 250;
  const body =
    subject.form === 'coin'
      ? coin(id, subject, palette)
      : subject.form === 'bar'
        ? cast
          ? castBar(id, subject, palette)
          : mintedBar(id, subject, palette)
        : subject.form === 'scrap'
          ? scrap(id, subject, palette)
          : subject.form === 'gift'
            ? gift(id, subject, palette)
            : accessory(subject, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${escapeXml(subject.name)}">
<title>${escapeXml(subject.name)}</title>
${gradients(id, palette)}
${body}
</svg>
`;
}

function weightInGrams(s: SvgSubject): number {
  const factor = s.fineWeightUnit === 'oz' ? 31.1034768 : s.fineWeightUnit === 'kg' ? 1000 : 1;
  return (s.fineWeight ?? 0) * factor;
}
