import type { loadRemoteModule } from '../federation/load-remote-module';

type LoadMock = jest.MockedFunction<typeof loadRemoteModule>;

/**
 * Answers the shell's loads like a remote would: `./messages` with the remote's texts, the
 * modules named in `widgets` with their own components, every other module with `page` (a
 * component, or an error to fail with).
 */
export function serveRemote(
  load: LoadMock,
  page: unknown,
  messages: Record<'de' | 'en', Record<string, string>> = { de: {}, en: {} },
  widgets: Record<string, unknown> = {},
): void {
  load.mockImplementation(async (_remote, module) => {
    if (module === './messages') return { default: messages };
    if (module in widgets) return { default: widgets[module] };
    if (page instanceof Error) throw page;
    return { default: page };
  });
}
