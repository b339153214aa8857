import {
  Component,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { HydratingSuspense } from '@shop/app-state';
import { Button, EmptyState, Skeleton } from '@shop/ui';
import type { MessageBundle, ShopRemoteName } from '@shop/i18n';
import { languageAtom } from '@shop/i18n/react';
import { noteLoadFailure } from '../build-update/build-update';
import { loadRemoteModule, peekRemoteModule, resetRemote } from './load-remote-module';
import { remoteMessagesModule } from './remote-messages';
import { ServerRenderContext } from './server-render-context';

interface RemoteModuleProps<P extends object> {
  remote: ShopRemoteName;
  module: string;
  props: P;
  /** What to show while the module loads. */
  loading?: ReactNode;
  /**
   * What stands in for a module that failed to load or render, where the page has its own
   * (the header's category links for the content menu); a retry notice otherwise.
   */
  failed?: ReactNode;
}

type LoadState<P> =
  | { key: string; status: 'ready'; Component: ComponentType<P>; messages: MessageBundle }
  | { key: string; status: 'failed'; error: unknown };

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="shell-remote-fallback">
      <EmptyState
        title={<FormattedMessage id="remote.failed" />}
        action={
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="remote.retry" />
          </Button>
        }
      />
    </div>
  );
}

class RenderBoundary extends Component<
  { onRetry: () => void; failed: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote module failed while rendering', error);
    // A lazy chunk of the remote that failed to load: the next navigation loads a fresh page.
    noteLoadFailure(error);
  }
  override render() {
    if (this.state.failed) {
      if (this.props.failed !== undefined) return this.props.failed;
      return (
        <RemoteFallback
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Loads an exposed module of a remote at run time and renders its default export. A remote
 * that is down or throws is contained here: the rest of the page keeps working.
 */
export function RemoteModule<P extends object>({
  remote,
  module,
  props,
  loading,
  failed,
}: RemoteModuleProps<P>) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const [attempt, setAttempt] = useState(0);
  // A result belongs to one load; while the current load runs, older results do not count. The
  // texts are the page's language's, so another language is another load.
  const texts = remoteMessagesModule(language);
  const key = `${remote}/${module}/${language}#${attempt}`;
  const server = useContext(ServerRenderContext);
  // Modules loaded before this render (the server's, or the browser's before hydration) render
  // at once; the others load in the browser after mount.
  const [result, setResult] = useState<LoadState<P> | null>(() => {
    const loaded = peekRemoteModule<{ default: ComponentType<P> }>(remote, module);
    const messages = peekRemoteModule<{ default: MessageBundle }>(remote, texts);
    if (loaded && messages) {
      server?.rendered(remote, module);
      return { key, status: 'ready', Component: loaded.default, messages: messages.default };
    }
    server?.want(remote, module);
    return null;
  });
  const state = result?.key === key ? result : null;

  useEffect(() => {
    if (state) return undefined;
    let cancelled = false;
    // A remote brings its own texts, so it can ship new ones without a shell release.
    Promise.all([
      loadRemoteModule<{ default: ComponentType<P> }>(remote, module),
      loadRemoteModule<{ default: MessageBundle }>(remote, texts),
    ]).then(
      ([loaded, messages]) =>
        !cancelled &&
        setResult({ key, status: 'ready', Component: loaded.default, messages: messages.default }),
      (error: unknown) => {
        console.error(`Remote ${remote} ${module} failed to load`, error);
        noteLoadFailure(error);
        if (!cancelled) setResult({ key, status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
    // `state` is derived from `key`: a new key is a new load, the same key loads once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, key]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  if (!state) return <>{loading ?? <Skeleton variant="block" className="shell-page-skeleton" />}</>;
  if (state.status === 'failed') return <>{failed ?? <RemoteFallback onRetry={retry} />}</>;
  const { Component: Loaded } = state;
  // Error boundaries do not run on the server: a module that throws there leaves this Suspense
  // boundary to the browser, which renders the region itself (and its fallback if it throws again).
  return (
    <RenderBoundary onRetry={retry} failed={failed}>
      <HydratingSuspense
        fallback={loading ?? <Skeleton variant="block" className="shell-page-skeleton" />}
      >
        <IntlProvider
          locale={intl.locale}
          defaultLocale={intl.defaultLocale}
          messages={state.messages}
        >
          <Loaded {...props} />
        </IntlProvider>
      </HydratingSuspense>
    </RenderBoundary>
  );
}
