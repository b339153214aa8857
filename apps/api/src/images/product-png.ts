import { Resvg } from '@resvg/resvg-js';
import { PREVIEW_IMAGE_SIZE } from '@shop/api-client/contract';

/** Renders are kept for this many pictures, the newest used last, so a shared link costs one. */
const KEPT = 64;

/** The product picture as PNG on white for link previews, the texts in the machine's fonts. */
export function createPngRenderer(): (svg: string) => Buffer {
  const kept = new Map<string, Buffer>();
  return (svg) => {
    const hit = kept.get(svg);
    if (hit) {
      kept.delete(svg);
      kept.set(svg, hit);
      return hit;
    }
    const png = new Resvg(svg, {
      fitTo: { mode: 'width', value: PREVIEW_IMAGE_SIZE },
      background: '#ffffff',
      font: { loadSystemFonts: true },
    })
      .render()
      .asPng();
    kept.set(svg, png);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return png;
  };
}
