import { render, screen } from '@testing-library/react';
import { RemoteWidget, RemoteWidgetProvider, type RemoteWidgetProps } from './remote-widgets';

describe('RemoteWidget', () => {
  it('hands the widget to the host’s loader', () => {
    const load = jest.fn(({ remote, module, props }: RemoteWidgetProps) => (
      <p>{`${remote} ${module} ${JSON.stringify(props)}`}</p>
    ));
    render(
      <RemoteWidgetProvider render={load}>
        <RemoteWidget remote="catalog" module="./ProductCard" props={{ sku: 'BGO-UMI-100G' }} />
      </RemoteWidgetProvider>,
    );
    expect(screen.getByText('catalog ./ProductCard {"sku":"BGO-UMI-100G"}')).toBeInTheDocument();
  });

  it('shows only its loading state without a host', () => {
    render(
      <RemoteWidget remote="catalog" module="./ProductCard" props={{}} loading={<p>Lädt</p>} />,
    );
    expect(screen.getByText('Lädt')).toBeInTheDocument();
  });
});
