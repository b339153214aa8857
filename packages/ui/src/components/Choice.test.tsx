import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

describe('Checkbox', () => {
  it('is labelled and wires hint and error', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox
        label="I accept the terms"
        hint="Required for every order."
        error="Please accept the terms."
        name="terms"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please accept the terms. Required for every order.');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'dhl', label: 'Insured shipping', description: '2–3 working days' },
    { value: 'pickup', label: 'Pick up in Vienna' },
    { value: 'vault', label: 'Vault storage', disabled: true },
  ];

  it('is a named group whose options share a name and report changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <RadioGroup
        legend="Delivery"
        name="delivery"
        options={options}
        defaultValue="dhl"
        onChange={onChange}
        required
        error="Choose one"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Delivery/ });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Choose one');
    const dhl = screen.getByRole('radio', { name: 'Insured shipping' });
    expect(dhl).toBeChecked();
    expect(dhl).toHaveAccessibleDescription('2–3 working days');
    expect(screen.getByRole('radio', { name: 'Vault storage' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Pick up in Vienna' }));
    expect(onChange).toHaveBeenCalledWith('pickup');
    expect(screen.getByRole('radio', { name: 'Pick up in Vienna' })).toBeChecked();
    expect(dhl).not.toBeChecked();
    screen
      .getAllByRole('radio')
      .forEach((radio) => expect(radio).toHaveAttribute('name', 'delivery'));
  });

  it('accepts Radio children and a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <RadioGroup legend="Metal" value="gold" onChange={onChange}>
        <Radio value="gold" label="Gold" />
        <Radio value="silver" label="Silver" />
      </RadioGroup>,
    );
    await user.click(screen.getByRole('radio', { name: 'Silver' }));
    expect(onChange).toHaveBeenCalledWith('silver');
    expect(screen.getByRole('radio', { name: 'Gold' })).toBeChecked();
  });
});
