import { screen, within } from '@testing-library/react';
import { DEPARTMENTS } from '@freight/domain';
import { renderWithProviders } from '@freight/platform/testing';
import { EmailDirectoryPage } from './email-directory-page';

const sales = DEPARTMENTS.find((d) => d.department === 'Sales')!;
const copyButton = () => within(screen.getByRole('article', { name: 'Sales' })).getByRole('button', { name: /^cop(y|ied)$/i });

describe('Copy on the email directory', () => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'clipboard', original);
    else delete (window.navigator as { clipboard?: unknown }).clipboard;
  });

  it('writes the address to the clipboard and confirms with a toast', async () => {
    const { user } = renderWithProviders(<EmailDirectoryPage />);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(copyButton());

    expect(writeText).toHaveBeenCalledWith(sales.email);
    await expect(navigator.clipboard.readText()).resolves.toBe(sales.email);
    expect(await screen.findByText('Email copied')).toBeInTheDocument();
    expect(screen.getAllByText(sales.email).length).toBeGreaterThan(1);
    expect(copyButton()).toHaveTextContent('Copied');
  });

  it('falls back to the legacy copy command when the Clipboard API is missing', async () => {
    const { user } = renderWithProviders(<EmailDirectoryPage />);
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    await user.click(copyButton());

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Email copied')).toBeInTheDocument();
  });

  it('shows the address to copy by hand when no copy method works', async () => {
    const { user } = renderWithProviders(<EmailDirectoryPage />);
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    Object.assign(document, { execCommand: () => false });
    await user.click(copyButton());

    expect(await screen.findByText('Could not copy automatically')).toBeInTheDocument();
    expect(screen.getByText(`Please copy this address: ${sales.email}`)).toBeInTheDocument();
    expect(copyButton()).toHaveTextContent('Copy');
  });
});
