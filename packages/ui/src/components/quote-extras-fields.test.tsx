import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANE_TEXTS } from '@freight/domain';
import { renderUi } from '../testing/render-ui';
import { type PieceRow, QuoteExtrasFields, type QuoteExtrasFieldsProps, quoteExtrasBody } from './quote-extras-fields';

const OFFERED = [{ id: 3, name: 'Liftgate delivery', price: '75' }];

/** The fields with their state held as a page holds it; `seen` receives each change of the body. */
function Harness(props: Partial<QuoteExtrasFieldsProps> & { seen?: (body: ReturnType<typeof quoteExtrasBody>) => void }) {
  const [ids, setIds] = useState<number[]>([]);
  const [rows, setRows] = useState<PieceRow[]>([]);
  props.seen?.(quoteExtrasBody(ids, rows));
  return <QuoteExtrasFields offered={OFFERED} accessorialIds={ids} onAccessorialIds={setIds} pieces={rows} onPieces={setRows} errors={{}} {...props} />;
}

describe('QuoteExtrasFields', () => {
  it('shows no services section while none are offered, and no pieces when the page does not ask them', () => {
    renderUi(<Harness offered={[]} showPieces={false} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('uses the heading level the page asks for', () => {
    renderUi(<Harness headingLevel={3} />);
    expect(screen.getByRole('heading', { name: 'Extra services (optional)', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'LTL pieces (optional)', level: 3 })).toBeInTheDocument();
  });

  it('estimates density and class only from complete rows, and sends only what was chosen', async () => {
    const user = userEvent.setup({ delay: null });
    let body: ReturnType<typeof quoteExtrasBody> = {};
    renderUi(<Harness seen={(b) => (body = b)} />);
    expect(body).toEqual({});
    await user.click(screen.getByRole('checkbox', { name: 'Liftgate delivery ($75.00)' }));
    await user.click(screen.getByRole('button', { name: 'Add a piece' }));
    await user.click(screen.getByRole('button', { name: 'Add a piece' }));
    const first = within(screen.getByRole('group', { name: 'Piece 1' }));
    for (const [label, value] of [['Length (in)', '48'], ['Width (in)', '40'], ['Height (in)', '48']]) await user.type(first.getByLabelText(label), value);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(first.getByLabelText('Weight each (lbs)'), '1000');
    // One 53.33 ft³ pallet of 1,000 lbs: 18.75 lb/ft³, class 70; the second, blank row is not counted.
    expect(screen.getByRole('status')).toHaveTextContent('Density 18.75 lb/ft³ · estimated freight class 70');
    expect(screen.getByRole('status')).toHaveTextContent(LANE_TEXTS.classCaveat);
    await user.click(screen.getByRole('button', { name: 'Remove piece 2' }));
    expect(body).toEqual({ accessorialIds: [3], pieces: [{ quantity: 1, lengthIn: 48, widthIn: 40, heightIn: 48, weightLbs: 1000 }] });
  });
});
