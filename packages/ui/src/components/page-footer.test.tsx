import { screen, within } from '@testing-library/react';
import { COMPANY_CREDENTIALS, CREDENTIALS_LINE } from '@freight/domain';
import { renderUi } from '../testing/render-ui';
import { PageFooter } from './page-footer';

describe('PageFooter', () => {
  it("names the broker's licence, USDOT and MC numbers and insurance on every framed page", () => {
    renderUi(<PageFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(COMPANY_CREDENTIALS.authority)).toBeInTheDocument();
    expect(footer.getByText(CREDENTIALS_LINE)).toBeInTheDocument();
    expect(CREDENTIALS_LINE).toBe(`${COMPANY_CREDENTIALS.usdot} · ${COMPANY_CREDENTIALS.mc} · $2M cargo / $1M auto liability`);
  });
});
