import { createContext } from 'react';
import type { ShopRemoteName } from '@shop/i18n';

/**
 * Present only while the edge renders a page: remote regions whose module is not loaded yet tell
 * it which module they need, and the edge loads it before its next render pass.
 */
export interface ServerRender {
  want(remote: ShopRemoteName, module: string): void;
  /** A region rendered with its module: the browser loads the same before it hydrates. */
  rendered(remote: ShopRemoteName, module: string): void;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
