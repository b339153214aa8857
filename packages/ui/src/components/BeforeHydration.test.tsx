import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from './Button';
import { Input } from './Input';
import { Select } from './Select';

// Testing Library is not involved here, so React is told it runs under act() itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('controls of the design system before hydration', () => {
  // A search box that works as a plain GET form, beside controls that need their script.
  const Form = () => (
    <form method="get" action="/suche">
      <Input name="q" aria-label="Search" worksWithoutScript />
      <Button type="submit" worksWithoutScript>
        Search
      </Button>
      <Select aria-label="Sort" options={[{ value: 'price', label: 'Price' }]} />
      <Button>Add to cart</Button>
      <Button disabled>Sold out</Button>
    </form>
  );

  it('are disabled in the server HTML unless they work without script, and enabled once hydrated', async () => {
    const html = renderToString(<Form />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const field = container.querySelector('input')!;
    const [search, add, soldOut] = [...container.querySelectorAll('button')];
    expect(field).not.toBeDisabled();
    expect(search).not.toBeDisabled();
    expect(container.querySelector('select')).toBeDisabled();
    expect(add).toBeDisabled();
    // Typed before hydration: the uncontrolled field keeps it.
    field.value = 'krugerrand';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('select')).not.toBeDisabled();
    expect(add).not.toBeDisabled();
    expect(soldOut).toBeDisabled();
    expect(field.value).toBe('krugerrand');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
