import { render } from '@testing-library/react';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('reads as the address and offers breaks only before the @ and the dots', () => {
    const { container } = render(<EmailText email="dana.reyes@reyes-goods.co.uk" />);
    expect(container).toHaveTextContent('dana.reyes@reyes-goods.co.uk');
    expect(container.innerHTML).toBe('<span translate="no">dana<wbr>.reyes<wbr>@reyes-goods<wbr>.co<wbr>.uk</span>');
  });
});
