import { screen } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { renderWithProviders } from '@freight/platform/testing';
import { AccountSelectionPage } from './account-selection-page';

describe('AccountSelectionPage', () => {
  it('offers the three account types and a sign-in button', () => {
    renderWithProviders(<AccountSelectionPage />, { route: PATHS.accountSelection });
    expect(screen.getByRole('link', { name: /^Customer/ })).toHaveAttribute('href', PATHS.register);
    expect(screen.getByRole('link', { name: /^Shipper/ })).toHaveAttribute('href', PATHS.shipperRegister);
    expect(screen.getByRole('link', { name: /^Carrier/ })).toHaveAttribute('href', PATHS.carrierRegister);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', PATHS.login);
  });

  it('opens the chosen registration form', async () => {
    const view = renderWithProviders(<AccountSelectionPage />, { route: PATHS.accountSelection });
    await view.user.click(screen.getByRole('link', { name: /^Carrier/ }));
    expect(view.location().pathname).toBe(PATHS.carrierRegister);
  });
});
