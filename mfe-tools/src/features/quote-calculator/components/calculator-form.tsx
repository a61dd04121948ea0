import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { CALCULATOR_SERVICE_TYPES, CARGO_TYPES, MAX_SHIPMENT_WEIGHT_LBS, type CalculatorFieldErrors } from '@freight/domain';
import { Button, CalculatorIcon, Card, CardDescription, CardTitle, Field, Input, Select } from '@freight/ui';
import type { CalculatorValues } from '../hooks/use-quote-calculator';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Dimensions = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy900};
  }
  legend span { font-weight: ${({ theme }) => theme.fontWeights.regular}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const services = CALCULATOR_SERVICE_TYPES.map(({ value, label }) => ({ value, label }));
const cargo = CARGO_TYPES.map(({ value, label }) => ({ value, label }));

export interface CalculatorFormProps {
  values: CalculatorValues;
  onChange: (name: keyof CalculatorValues, value: string) => void;
  /** Why the last Calculate was refused, per field. */
  errors?: CalculatorFieldErrors;
  canSubmit: boolean;
  calculating: boolean;
  onCalculate: () => void;
}

export function CalculatorForm({ values, onChange, errors = {}, canSubmit, calculating, onCalculate }: CalculatorFormProps) {
  const titleId = useId();
  const bind = (name: keyof CalculatorValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCalculate();
  };

  return (
    <Card as="section" aria-labelledby={titleId} padding="lg">
      <div>
        <CardTitle as="h2" id={titleId}>
          Shipment Details
        </CardTitle>
        <CardDescription>Fields marked * are required. Dimensions are optional.</CardDescription>
      </div>
      <form onSubmit={submit} noValidate>
        <Grid>
          <Field label="Origin ZIP Code" required error={errors.originZip}>
            <Input {...bind('originZip')} inputMode="numeric" autoComplete="postal-code" maxLength={10} placeholder="e.g. 07105" />
          </Field>
          <Field label="Destination ZIP Code" required error={errors.destinationZip}>
            <Input {...bind('destinationZip')} inputMode="numeric" maxLength={10} placeholder="e.g. 19103" />
          </Field>
          <Wide>
            <Field label="Weight (lbs)" required error={errors.weight}>
              <Input {...bind('weight')} type="number" min={0} max={MAX_SHIPMENT_WEIGHT_LBS} step="any" inputMode="decimal" placeholder="e.g. 1500" />
            </Field>
          </Wide>
          <Dimensions>
            <legend>
              Dimensions <span>(optional, inches)</span>
            </legend>
            <Field label="Length (in)">
              <Input {...bind('length')} type="number" min={0} step="any" inputMode="decimal" placeholder="L" />
            </Field>
            <Field label="Width (in)">
              <Input {...bind('width')} type="number" min={0} step="any" inputMode="decimal" placeholder="W" />
            </Field>
            <Field label="Height (in)">
              <Input {...bind('height')} type="number" min={0} step="any" inputMode="decimal" placeholder="H" />
            </Field>
          </Dimensions>
          <Field label="Service Type" required>
            <Select {...bind('serviceType')} options={services} placeholder="Select service type" />
          </Field>
          <Field label="Cargo Type" required>
            <Select {...bind('cargoType')} options={cargo} placeholder="Select cargo type" />
          </Field>
          <Wide>
            <Button type="submit" variant="accent" size="lg" fullWidth disabled={!canSubmit} loading={calculating} leftIcon={<CalculatorIcon />}>
              {calculating ? 'Calculating...' : 'Calculate Quote'}
            </Button>
          </Wide>
        </Grid>
      </form>
    </Card>
  );
}
