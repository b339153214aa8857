import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { FormField } from './FormField';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

describe('FormField', () => {
  it('labels the control and describes it with hint and error', () => {
    render(
      <FormField
        label="E-mail"
        hint="We send the order confirmation here."
        error="Please enter a valid e-mail address."
        required
      >
        <Input type="email" name="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid e-mail address. We send the order confirmation here.',
    );
    // The visual marker is hidden from screen readers; the required state is announced instead.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves a valid, optional control alone and shows the optional label', () => {
    render(
      <FormField label="Company" optionalLabel="(optional)">
        <Input name="company" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Company (optional)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeRequired();
  });

  it('merges its description with one given to the control and keeps an explicit id', () => {
    render(
      <>
        <p id="extra">Shown on your invoice.</p>
        <FormField label="Name" hint="As in your passport." id="name-field">
          <Input aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name-field');
    expect(input).toHaveAccessibleDescription('As in your passport. Shown on your invoice.');
  });

  it('wires Select and Textarea the same way', () => {
    render(
      <>
        <FormField label="Country" error="Required">
          <Select options={[{ value: 'AT', label: 'Austria' }]} placeholder="Choose" />
        </FormField>
        <FormField label="Message" hint="Max. 500 characters">
          <Textarea />
        </FormField>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Required',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Max. 500 characters',
    );
  });

  it('passes the wiring to custom controls through a function child', () => {
    render(
      <FormField label="Amount" error="Too low">
        {(control) => <input {...control} type="number" />}
      </FormField>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Too low');
  });

  it('forwards refs and describes adornments', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <FormField label="Limit price">
        <Input ref={ref} inputMode="decimal" startAdornment="€" endAdornment="per oz" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Limit price' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAccessibleDescription('€ per oz');
  });
});
