/**
 * Width and height of the PNG the API draws of each SVG product picture (`.png` for `.svg`):
 * link previews (Open Graph, Twitter cards, messengers) show no SVG, and ask for at least 200 px;
 * 600 px fills a square card on a high-density screen.
 */
export const PREVIEW_IMAGE_SIZE = 600;

/** The PNG of a product picture for link previews; null for a picture that is no SVG. */
export function previewImageUrl(url: string): string | null {
  return url.endsWith('.svg') ? `${url.slice(0, -'.svg'.length)}.png` : null;
}
