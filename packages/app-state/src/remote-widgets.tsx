import { createContext, useContext, type ReactNode } from 'react';
import type { ShopRemoteName } from '@shop/i18n';

/** An exposed module of a remote (`./ProductCard` of `catalog`) and the props it is drawn with. */
export interface RemoteWidgetProps<P extends object = object> {
  remote: ShopRemoteName;
  module: string;
  props: P;
  /** Shown while the widget loads. */
  loading?: ReactNode;
}

type RemoteWidgetRenderer = (widget: RemoteWidgetProps) => ReactNode;

const RemoteWidgetContext = createContext<RemoteWidgetRenderer | null>(null);

/**
 * The host (the shell) provides how a widget of another remote is loaded; remotes only name it.
 * Remotes meet through federation, and this way none of them needs the host's loader code.
 */
export function RemoteWidgetProvider({
  render,
  children,
}: {
  render: RemoteWidgetRenderer;
  children: ReactNode;
}) {
  return <RemoteWidgetContext.Provider value={render}>{children}</RemoteWidgetContext.Provider>;
}

/** Another remote's widget, loaded by the host; without a host only `loading` shows. */
export function RemoteWidget<P extends object>(widget: RemoteWidgetProps<P>) {
  const render = useContext(RemoteWidgetContext);
  if (!render) return <>{widget.loading ?? null}</>;
  return <>{render(widget as RemoteWidgetProps)}</>;
}
