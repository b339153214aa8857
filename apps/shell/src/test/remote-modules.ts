import type { ReactNode } from 'react';
import { pickMessages } from '@shop/i18n/messages';
import type { loadRemoteModule } from '../federation/load-remote-module';

type LoadMock = jest.MockedFunction<typeof loadRemoteModule>;

/** The content remote's widgets in every layout (menu, error content) show their fallback. */
const layoutWidgets = new Set(['./CmsMenu', './ErrorContent']);

/** Those widgets as when the content system has nothing: the message passed, or the fallback. */
function FallbackWidget({ message, fallback }: { message?: ReactNode; fallback?: ReactNode }) {
  return message ?? fallback ?? null;
}

/**
 * Answers the shell's loads like a remote would: `./messages` with the remote's texts, the
 * content remote's layout widgets as when it has no content, every other module with `page`
 * (a component, or an error to fail with).
 */
export function serveRemote(
  load: LoadMock,
  page: unknown,
  // Every remote's bundle carries the common texts (pickMessages), as a real remote's does.
  messages: Record<'de' | 'en', Record<string, string>> = pickMessages(),
): void {
  load.mockImplementation(async (_remote, module) => {
    if (module === './messages') return { default: messages };
    if (layoutWidgets.has(module)) return { default: FallbackWidget };
    if (page instanceof Error) throw page;
    return { default: page };
  });
}
