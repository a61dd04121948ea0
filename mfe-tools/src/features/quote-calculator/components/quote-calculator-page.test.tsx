import { act, screen, within } from '@testing-library/react';
import { ESTIMATE_NOTE, PROMISES } from '@freight/domain';
import { renderWithProviders } from '@freight/platform/testing';
import { QuoteCalculatorPage } from './quote-calculator-page';

type User = ReturnType<typeof renderWithProviders>['user'];

const calculateButton = () => screen.getByRole('button', { name: /calculate quote|calculating/i });

async function fill(user: User, { origin = '10001', destination = '10050', weight = '1000', service = 'Standard Freight', cargo = 'General Freight' } = {}) {
  if (origin) await user.type(screen.getByLabelText(/origin zip/i), origin);
  if (destination) await user.type(screen.getByLabelText(/destination zip/i), destination);
  if (weight) await user.type(screen.getByLabelText(/weight/i), weight);
  if (service) await user.selectOptions(screen.getByLabelText(/service type/i), service);
  if (cargo) await user.selectOptions(screen.getByLabelText(/cargo type/i), cargo);
}

async function calculate(user: User) {
  await user.click(calculateButton());
  act(() => jest.advanceTimersByTime(1500));
  return screen.findByRole('heading', { name: 'Your Instant Estimate' });
}

describe('QuoteCalculatorPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the heading, trust badges and a helpful empty result before any calculation', () => {
    renderWithProviders(<QuoteCalculatorPage />, { route: '/quote-calculator' });
    expect(screen.getByRole('heading', { level: 1, name: 'Instant Quote Calculator' })).toBeInTheDocument();
    expect(screen.getByText(PROMISES.quoteResponseBadge)).toBeInTheDocument();
    expect(screen.getByText(PROMISES.insuranceBadge)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your estimate will appear here' })).toBeInTheDocument();
  });

  it.each(['origin', 'destination', 'weight', 'service', 'cargo'])('keeps Calculate Quote disabled until %s is filled too', async (missing) => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    expect(calculateButton()).toBeDisabled();
    await fill(user, { [missing]: '' });
    expect(calculateButton()).toBeDisabled();
  });

  it('enables Calculate Quote without dimensions once the five required inputs are filled', async () => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await fill(user);
    expect(calculateButton()).toBeEnabled();
  });

  it.each([
    [{ origin: '1234' }, 'Origin ZIP Code', 'Please enter origin ZIP code'],
    [{ destination: '123' }, 'Destination ZIP Code', 'Please enter destination ZIP code'],
    [{ weight: '-5' }, 'Weight (lbs)', 'Weight must be more than 0 lbs'],
    [{ weight: '999999' }, 'Weight (lbs)', 'Weight must be at most 80,000 lbs, a full truckload'],
  ])('refuses %p with a message on the field and shows no price', async (inputs, label, message) => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await fill(user, inputs);
    await user.click(calculateButton());
    act(() => jest.advanceTimersByTime(1500));

    const field = screen.getByLabelText(new RegExp(label.replace(/[()]/g, '\\$&')));
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Your Instant Estimate' })).not.toBeInTheDocument();
    expect(calculateButton()).toHaveTextContent('Calculate Quote');
  });

  it('drops a field\'s message once it is corrected, then prices the shipment', async () => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await fill(user, { origin: '1234' });
    await user.click(calculateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter origin ZIP code');

    await user.type(screen.getByLabelText(/origin zip/i), '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await calculate(user)).toBeInTheDocument();
  });

  it('shows a calculating state for 1.5 s, blocks a second press, then the result', async () => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await fill(user);
    await user.click(calculateButton());

    expect(calculateButton()).toHaveTextContent('Calculating...');
    expect(calculateButton()).toBeDisabled();
    expect(screen.getByText('Calculating your estimate')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1499));
    expect(screen.queryByRole('heading', { name: 'Your Instant Estimate' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Your Instant Estimate' })).toBeInTheDocument();
    expect(calculateButton()).toHaveTextContent('Calculate Quote');
    expect(calculateButton()).toBeEnabled();
  });

  it('shows every part of a hand-computed estimate (d=49, 1,000 lbs, standard, general)', async () => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await fill(user);
    const result = (await calculate(user)).closest('section') as HTMLElement;
    const row = (label: string) => within(result).getByText(label).nextElementSibling;

    expect(row('Base Rate')).toHaveTextContent('$150.00');
    expect(row('Distance Rate')).toHaveTextContent('$125.80');
    expect(row('Weight Rate')).toHaveTextContent('$450.00');
    expect(row('Service Multiplier')).toHaveTextContent('×1.00');
    expect(within(result).getByText('$725.80')).toBeInTheDocument();
    expect(within(result).getByText(/Estimated Delivery: 2-3 business days/)).toBeInTheDocument();
    expect(within(result).getByText(ESTIMATE_NOTE)).toBeInTheDocument();
  });

  it('prices expedited fragile freight with the combined multiplier (d=600, 250 lbs)', async () => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await fill(user, { destination: '10601', weight: '250', service: 'Expedited Delivery', cargo: 'Fragile Items' });
    const result = (await calculate(user)).closest('section') as HTMLElement;
    expect(within(result).getByText('×1.95')).toBeInTheDocument();
    expect(within(result).getByText('$867.00')).toBeInTheDocument();
    expect(within(result).getByText('$2,348.78')).toBeInTheDocument();
  });
});
