import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ADMIN_TOASTS,
  CALCULATOR_DISTANCE_LABELS,
  CALCULATOR_DISTANCES,
  type CalculatorDistance,
  PRICING_SETTINGS_TEXTS,
} from '@freight/domain';
import { useForm } from '@freight/platform';
import { Button, Card, Field, Input, Select } from '@freight/ui';
import { ErrorSummary } from '../components/error-summary';
import { useAdminAction } from '../components/use-admin-action';
import { AdminRecordsTab, accessorials } from '../features/admin-records';
import { useGetPricingSettingsQuery, useSavePricingSettingsMutation } from '../features/quotes/api/admin-quotes-api';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
`;

const FIELD_LABELS = { marginPercent: PRICING_SETTINGS_TEXTS.margin, calculatorDistance: PRICING_SETTINGS_TEXTS.distance };
const DISTANCE_OPTIONS = CALCULATOR_DISTANCES.map((value) => ({ value, label: CALCULATOR_DISTANCE_LABELS[value] }));

function PricingSettingsForm() {
  const headingId = useId();
  const { data } = useGetPricingSettingsQuery();
  const [save, { isLoading }] = useSavePricingSettingsMutation();
  const run = useAdminAction();
  const form = useForm({ marginPercent: '', calculatorDistance: 'zip-difference' as string });
  const [failures, setFailures] = useState(0);
  const { set } = form;

  useEffect(() => {
    if (!data) return;
    set('marginPercent', String(data.marginPercent));
    set('calculatorDistance', data.calculatorDistance);
  }, [data, set]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const margin = form.values.marginPercent.trim();
    const values = { marginPercent: margin === '' ? Number.NaN : Number(margin), calculatorDistance: form.values.calculatorDistance as CalculatorDistance };
    const failure = await run(() => save(values).unwrap(), ADMIN_TOASTS.pricingSettingsSaved);
    if (!failure) return;
    form.showServerErrors(failure);
    setFailures((count) => count + 1);
  };

  return (
    <Card as="section" aria-labelledby={headingId} padding="lg">
      <h2 id={headingId}>{PRICING_SETTINGS_TEXTS.title}</h2>
      <ErrorSummary errors={form.errors} labels={FIELD_LABELS} message={form.serverMessage} attempt={failures} />
      <Form noValidate onSubmit={submit}>
        <Field label={PRICING_SETTINGS_TEXTS.margin} hint={PRICING_SETTINGS_TEXTS.marginHelp} error={form.errors.marginPercent}>
          <Input name="marginPercent" inputMode="decimal" value={form.values.marginPercent} onChange={(e) => form.set('marginPercent', e.target.value)} />
        </Field>
        <Field label={PRICING_SETTINGS_TEXTS.distance} hint={PRICING_SETTINGS_TEXTS.distanceHelp} error={form.errors.calculatorDistance}>
          <Select name="calculatorDistance" value={form.values.calculatorDistance} options={DISTANCE_OPTIONS} onChange={(e) => form.set('calculatorDistance', e.target.value)} />
        </Field>
        <div>
          <Button type="submit" loading={isLoading} disabled={!data}>
            {PRICING_SETTINGS_TEXTS.save}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** The Pricing tab: staff's margin and the calculator's distance, then the accessorials they price. */
export function PricingTab() {
  return (
    <Stack>
      <PricingSettingsForm />
      <AdminRecordsTab kind={accessorials} />
    </Stack>
  );
}
