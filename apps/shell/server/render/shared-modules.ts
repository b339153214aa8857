// The singletons the edge provides to the remotes' server builds: its own module objects, so a
// remote's hooks, contexts and atoms are the very ones the shell renders with. The keys follow
// the shared config of tooling/webpack (every export of our packages, the libraries with the
// subpaths the remotes import); a remote asking for one not listed falls back to its own copy.
import * as apiClient from '@shop/api-client';
import * as apiClientApiStatus from '@shop/api-client/api-status';
import * as apiClientPriceSocket from '@shop/api-client/price-socket';
import * as apiClientReact from '@shop/api-client/react';
import * as appState from '@shop/app-state';
import * as i18n from '@shop/i18n';
import * as i18nReact from '@shop/i18n/react';
import * as router from '@shop/router';
import * as ui from '@shop/ui';
import * as reactQuery from '@tanstack/react-query';
import * as jotai from 'jotai';
import * as jotaiReact from 'jotai/react';
import * as jotaiUtils from 'jotai/utils';
import * as jotaiVanilla from 'jotai/vanilla';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactIntl from 'react-intl';

/** Share key, the package whose installed version it carries, and the module. */
export const sharedModules: Array<[key: string, pkg: string, module: unknown]> = [
  ['react', 'react', react],
  ['react/jsx-runtime', 'react', reactJsxRuntime],
  ['react-dom', 'react-dom', reactDom],
  ['@shop/router', '@shop/router', router],
  ['jotai', 'jotai', jotai],
  ['jotai/react', 'jotai', jotaiReact],
  ['jotai/utils', 'jotai', jotaiUtils],
  ['jotai/vanilla', 'jotai', jotaiVanilla],
  ['@tanstack/react-query', '@tanstack/react-query', reactQuery],
  ['react-intl', 'react-intl', reactIntl],
  ['@shop/i18n', '@shop/i18n', i18n],
  ['@shop/i18n/react', '@shop/i18n', i18nReact],
  ['@shop/app-state', '@shop/app-state', appState],
  ['@shop/ui', '@shop/ui', ui],
  ['@shop/api-client', '@shop/api-client', apiClient],
  ['@shop/api-client/react', '@shop/api-client', apiClientReact],
  ['@shop/api-client/price-socket', '@shop/api-client', apiClientPriceSocket],
  ['@shop/api-client/api-status', '@shop/api-client', apiClientApiStatus],
];
