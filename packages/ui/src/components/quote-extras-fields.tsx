import { type ComponentType, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { densityOf, formatUsd, freightClassForDensity, type FreightPiece, LANE_TEXTS, type OfferedAccessorial, parseAmount, QUOTE_EXTRAS_TEXTS } from '@freight/domain';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { Input } from './input';

/** A piece as the form holds it: every value a string, as typed. */
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

/** The extras of a request body: only what was chosen, so a request without extras stays as it was. */
export const quoteExtrasBody = (accessorialIds: readonly number[], rows: readonly PieceRow[]) => ({
  ...(accessorialIds.length ? { accessorialIds: [...accessorialIds] } : {}),
  ...(rows.length ? { pieces: piecesOf(rows) } : {}),
});

const DefaultSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

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

/** Styled as Field's own error: a message on the whole group (the list of services, all the pieces). */
const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.red700};
`;

const Estimate = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PIECE_FIELDS = Object.entries(QUOTE_EXTRAS_TEXTS.pieceLabels) as [keyof FreightPiece, string][];

export interface QuoteExtrasFieldsProps {
  /** The extra services staff offer (GET /api/accessorials); none yet, no section. */
  offered: readonly OfferedAccessorial[];
  accessorialIds: number[];
  onAccessorialIds: (ids: number[]) => void;
  pieces: PieceRow[];
  onPieces: (rows: PieceRow[]) => void;
  /** The server's messages, by dotted path (pieces.0.lengthIn, accessorialIds). */
  errors: Record<string, string>;
  /** Whether the LTL pieces are asked (the landing page asks them for the service LTL is booked under). */
  showPieces?: boolean;
  /** The page's own form section, so the extras sit among its other sections the same way. */
  section?: ComponentType<{ 'aria-labelledby': string; children: ReactNode }>;
  /** h2 in a page whose form sections are h2 (the portal), h3 under a section's h2 (the landing page). */
  headingLevel?: 2 | 3;
}

/** Extra services (priced per shipment) and, for LTL, the pieces with their dimensions, density and class. */
export function QuoteExtrasFields({
  offered,
  accessorialIds,
  onAccessorialIds,
  pieces,
  onPieces,
  errors,
  showPieces = true,
  section: Section = DefaultSection,
  headingLevel = 2,
}: QuoteExtrasFieldsProps) {
  const accessorialsId = useId();
  const accessorialsErrorId = useId();
  const piecesId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const complete = pieces.filter((row) => Object.values(row).every((v) => Number(v) > 0));
  const density = complete.length ? densityOf(piecesOf(complete)) : null;
  const setPiece = (index: number, field: keyof FreightPiece, value: string) => onPieces(pieces.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  return (
    <>
      {offered.length > 0 && (
        <Section aria-labelledby={accessorialsId}>
          <Heading id={accessorialsId}>{QUOTE_EXTRAS_TEXTS.accessorialsHeading}</Heading>
          <Muted>{QUOTE_EXTRAS_TEXTS.accessorialsHint}</Muted>
          {errors.accessorialIds && (
            <Problem id={accessorialsErrorId} role="alert">
              {errors.accessorialIds}
            </Problem>
          )}
          <Options role="group" aria-labelledby={accessorialsId} aria-describedby={errors.accessorialIds ? accessorialsErrorId : undefined}>
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
        </Section>
      )}
      {showPieces && (
        <Section aria-labelledby={piecesId}>
          <Heading id={piecesId}>{QUOTE_EXTRAS_TEXTS.piecesHeading}</Heading>
          <Muted>{QUOTE_EXTRAS_TEXTS.piecesHint}</Muted>
          {errors.pieces && <Problem role="alert">{errors.pieces}</Problem>}
          {pieces.map((row, index) => (
            <PieceGrid key={index} aria-label={QUOTE_EXTRAS_TEXTS.piece(index + 1)}>
              {PIECE_FIELDS.map(([field, label]) => (
                <Field key={field} label={label} error={errors[`pieces.${index}.${field}`]}>
                  <Input name={`pieces.${index}.${field}`} inputMode="decimal" value={row[field]} onChange={(e) => setPiece(index, field, e.target.value)} />
                </Field>
              ))}
              <Button variant="ghost" onClick={() => onPieces(pieces.filter((_, i) => i !== index))} aria-label={QUOTE_EXTRAS_TEXTS.removePiece(index + 1)}>
                {QUOTE_EXTRAS_TEXTS.remove}
              </Button>
            </PieceGrid>
          ))}
          <div>
            <Button variant="outline" onClick={() => onPieces([...pieces, EMPTY_PIECE])}>
              {QUOTE_EXTRAS_TEXTS.addPiece}
            </Button>
          </div>
          {density !== null && (
            <div role="status">
              <Estimate>{QUOTE_EXTRAS_TEXTS.density(density, freightClassForDensity(density))}</Estimate>
              <Muted>{LANE_TEXTS.classCaveat}</Muted>
            </div>
          )}
        </Section>
      )}
    </>
  );
}
