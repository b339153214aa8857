import type { loadRemoteModule } from '../federation/load-remote-module';

type LoadMock = jest.MockedFunction<typeof loadRemoteModule>;

/**
 * Answers the shell's loads like a remote would: `./messages-de` and `./messages-en` with the
 * remote's texts in that language, the
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
    const texts = /^\.\/messages-(de|en)$/.exec(module);
    if (texts) return { default: messages[texts[1] as 'de' | 'en'] };
    if (module in widgets) return { default: widgets[module] };
    if (page instanceof Error) throw page;
    return { default: page };
  });
}
