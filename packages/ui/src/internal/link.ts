import type { ElementType } from 'react';

/**
 * What renders a link: the plain 'a' element or a router's link component passed in by the app
 * (react-router's `Link`), so this package never imports a router.
 */
export type LinkComponent = ElementType;

/**
 * Target props for `href` that work with either kind of link component. react-router's Link
 * wants `to` and computes its own `href` (overriding ours), plain anchors want `href`; passing
 * both to components keeps `as={Link}` working without an adapter.
 */
export function linkTargetProps(as: LinkComponent, href: string): { href: string; to?: string } {
  return typeof as === 'string' ? { href } : { href, to: href };
}
