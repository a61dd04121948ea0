import { useId } from 'react';
import styled from 'styled-components';
import { densityOf, formatUsd, freightClassForDensity, type FreightPiece, LANE_TEXTS, parseAmount } from '@freight/domain';
import { Button, Checkbox, Field, Input } from '@freight/ui';
import { FormSection } from '../../../components/form-layout';
import { useGetOfferedAccessorialsQuery } from '../api/customer-quotes-api';

export type PieceRow = Record<keyof FreightPiece, string>;
export const EMPTY_PIECE: PieceRow = { quantity: '1', lengthIn: '', widthIn: '', heightIn: '', weightLbs: '' };

/** The rows as the API takes them (a blank is sent as 0 and refused on its field). */
export const piecesOf = (rows: readonly PieceRow[]): FreightPiece[] =>
  rows.map((row) => ({
    quantity: Number(row.quantity) || 0,
    lengthIn: Number(row.lengthIn) || 0,
    widthIn: Number(row.widthIn) || 0,
    heightIn: Number(row.heightIn) || 0,
    weightLbs: Number(row.weightLbs) || 0,
  }));

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`;

const PieceGrid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  @media (max-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Estimate = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PIECE_FIELDS: [keyof FreightPiece, string][] = [
  ['quantity', 'Units'],
  ['lengthIn', 'Length (in)'],
  ['widthIn', 'Width (in)'],
  ['heightIn', 'Height (in)'],
  ['weightLbs', 'Weight each (lbs)'],
];

export interface QuoteExtrasProps {
  accessorialIds: number[];
  onAccessorialIds: (ids: number[]) => void;
  pieces: PieceRow[];
  onPieces: (rows: PieceRow[]) => void;
  /** The server's messages, by dotted path (pieces.0.lengthIn, accessorialIds). */
  errors: Record<string, string>;
}

/** Extra services (priced per shipment) and, for LTL, the pieces with their dimensions, density and class. */
export function QuoteExtrasFields({ accessorialIds, onAccessorialIds, pieces, onPieces, errors }: QuoteExtrasProps) {
  const accessorialsId = useId();
  const piecesId = useId();
  const { data: offered = [] } = useGetOfferedAccessorialsQuery();
  const complete = pieces.filter((row) => Object.values(row).every((v) => Number(v) > 0));
  const density = complete.length ? densityOf(piecesOf(complete)) : null;
  const setPiece = (index: number, field: keyof FreightPiece, value: string) => onPieces(pieces.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  return (
    <>
      {offered.length > 0 && (
        <FormSection aria-labelledby={accessorialsId}>
          <h2 id={accessorialsId}>Extra services (optional)</h2>
          <Muted>Priced per shipment and added to your quote.</Muted>
          {errors.accessorialIds && <Muted role="alert">{errors.accessorialIds}</Muted>}
          <Options>
            {offered.map((a) => (
              <Checkbox
                key={a.id}
                name="accessorialIds"
                label={`${a.name} (${formatUsd(parseAmount(a.price) ?? 0)})`}
                checked={accessorialIds.includes(a.id)}
                onChange={(e) => onAccessorialIds(e.target.checked ? [...accessorialIds, a.id] : accessorialIds.filter((id) => id !== a.id))}
              />
            ))}
          </Options>
        </FormSection>
      )}
      <FormSection aria-labelledby={piecesId}>
        <h2 id={piecesId}>LTL pieces (optional)</h2>
        <Muted>For less-than-truckload freight: each kind of pallet or crate, its outside dimensions in inches and what one weighs.</Muted>
        {errors.pieces && <Muted role="alert">{errors.pieces}</Muted>}
        {pieces.map((row, index) => (
          <PieceGrid key={index} aria-label={`Piece ${index + 1}`}>
            {PIECE_FIELDS.map(([field, label]) => (
              <Field key={field} label={label} error={errors[`pieces.${index}.${field}`]}>
                <Input name={`pieces.${index}.${field}`} inputMode="decimal" value={row[field]} onChange={(e) => setPiece(index, field, e.target.value)} />
              </Field>
            ))}
            <Button variant="ghost" onClick={() => onPieces(pieces.filter((_, i) => i !== index))} aria-label={`Remove piece ${index + 1}`}>
              Remove
            </Button>
          </PieceGrid>
        ))}
        <div>
          <Button variant="outline" onClick={() => onPieces([...pieces, EMPTY_PIECE])}>
            Add a piece
          </Button>
        </div>
        {density !== null && (
          <div role="status">
            <Estimate>{`Density ${density} lb/ft³ · estimated freight class ${freightClassForDensity(density)}`}</Estimate>
            <Muted>{LANE_TEXTS.classCaveat}</Muted>
          </div>
        )}
      </FormSection>
    </>
  );
}
