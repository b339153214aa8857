import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import type { RouteId } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { useLocalizedPath } from '@shop/i18n/react';

/*
 * react-intl takes only the shop's message ids (`@shop/i18n` registers them), and links only the
 * route table's ids. Each `@ts-expect-error` fails typecheck (TS2578) the day the line after it
 * compiles again.
 */

function Texts() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'app.name' })}</h1>
      <FormattedMessage id="app.tagline" tagName="p" />
      <a href={pathTo('login')}>{intl.formatMessage({ id: 'route.login' })}</a>
    </>
  );
}

function Misspelt() {
  const intl = useIntl();
  return (
    <>
      {/* @ts-expect-error 'app.nmae' is no message id */}
      <h1>{intl.formatMessage({ id: 'app.nmae' })}</h1>
      {/* @ts-expect-error 'app.tagine' is no message id */}
      <FormattedMessage id="app.tagine" tagName="p" />
    </>
  );
}

type PathTo = ReturnType<typeof useLocalizedPath>;

describe('typed ids in components', () => {
  it('formats known ids and links known routes', () => {
    render(
      <IntlProvider locale="en-GB" messages={messages.en}>
        <Texts />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Aurum & Argentum' })).toBeInTheDocument();
    expect(screen.getByText('Precious metals since 1898')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the raw key of a misspelt id, which the compiler now refuses', () => {
    const onError = jest.fn();
    render(
      <IntlProvider locale="en-GB" messages={messages.en} onError={onError}>
        <Misspelt />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'app.nmae' })).toBeInTheDocument();
    expect(screen.getByText('app.tagine')).toBeInTheDocument();
    expect(onError).toHaveBeenCalled();
  });

  it('takes only route ids for links', () => {
    const login: Parameters<PathTo>[0] = 'login';
    // @ts-expect-error 'logn' is no route id
    const misspelt: Parameters<PathTo>[0] = 'logn';
    const routeIds: RouteId[] = [login];
    expect(routeIds).not.toContain(misspelt);
  });
});
