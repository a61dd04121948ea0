import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CARRIED_ESTIMATE, easternDate, EQUIPMENT_TYPES, PATHS, PROMISES, PUBLIC_QUOTE_SERVICES, QUOTE_LANE_TEXTS } from '@freight/domain';
import { Alert, Button, Field, Input, QuoteExtrasFields, Select, Textarea } from '@freight/ui';
import { useQuoteRequestForm } from '../hooks/use-quote-request-form';
import { HoneypotField } from './honeypot-field';

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Lane = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  legend {
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const LABELS = QUOTE_LANE_TEXTS.publicLabels;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const SignIn = styled.p`
  a {
    color: ${({ theme }) => theme.colors.navy700};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The landing page's free quote request. */
export function QuoteRequestForm() {
  const { values, errors, isSubmitting, onChange, onSubmit, onEngage, extras, estimate } = useQuoteRequestForm();

  return (
    <Form onSubmit={onSubmit} onFocus={onEngage} noValidate aria-label="Quote request">
      {estimate && (
        <Alert tone="info" role="note" title={CARRIED_ESTIMATE.title}>
          <p>{CARRIED_ESTIMATE.body}</p>
          <SignIn>
            {CARRIED_ESTIMATE.signInLead} <Link to={PATHS.login}>{CARRIED_ESTIMATE.signIn}</Link>
          </SignIn>
        </Alert>
      )}
      <Row>
        <Field label="First Name" error={errors.firstName} required>
          <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={onChange} />
        </Field>
        <Field label="Last Name" error={errors.lastName} required>
          <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={onChange} />
        </Field>
      </Row>
      <Row>
        <Field label="Email" error={errors.email} required>
          <Input name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} />
        </Field>
        <Field label="Phone (optional)" error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={onChange} />
        </Field>
      </Row>
      <Field label="Company Name" error={errors.companyName} required>
        <Input name="companyName" autoComplete="organization" value={values.companyName} onChange={onChange} />
      </Field>
      <Field label="Service Needed" error={errors.serviceNeeded} required>
        <Select name="serviceNeeded" value={values.serviceNeeded} onChange={onChange} placeholder="Select a service" options={PUBLIC_QUOTE_SERVICES} />
      </Field>
      <Lane>
        <legend>{QUOTE_LANE_TEXTS.heading}</legend>
        <p>{QUOTE_LANE_TEXTS.hint}</p>
        <Row>
          <Field label={LABELS.originZip} error={errors.originZip}>
            <Input name="originZip" inputMode="numeric" autoComplete="off" maxLength={10} value={values.originZip} onChange={onChange} />
          </Field>
          <Field label={LABELS.destinationZip} error={errors.destinationZip}>
            <Input name="destinationZip" inputMode="numeric" autoComplete="off" maxLength={10} value={values.destinationZip} onChange={onChange} />
          </Field>
        </Row>
        <Row>
          <Field label={LABELS.weight} error={errors.weight}>
            <Input name="weight" type="number" inputMode="decimal" min={1} value={values.weight} onChange={onChange} />
          </Field>
          <Field label={LABELS.pickupDate} error={errors.pickupDate}>
            <Input name="pickupDate" type="date" min={easternDate()} value={values.pickupDate} onChange={onChange} />
          </Field>
        </Row>
        <Field label={LABELS.equipmentType} error={errors.equipmentType}>
          <Select name="equipmentType" value={values.equipmentType} onChange={onChange} placeholder={QUOTE_LANE_TEXTS.equipmentPlaceholder} options={EQUIPMENT_TYPES} />
        </Field>
      </Lane>
      <Field label="Project Details (optional)" error={errors.projectDetails}>
        <Textarea
          name="projectDetails"
          rows={estimate ? 8 : 4}
          placeholder="Freight type, special handling, anything else we should know..."
          value={values.projectDetails}
          onChange={onChange}
        />
      </Field>
      <QuoteExtrasFields {...extras} headingLevel={3} />
      <HoneypotField value={values.website} onChange={onChange} />
      <Button type="submit" variant="accent" size="lg" fullWidth loading={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Quote Request'}
      </Button>
      <Note>{`We respond to every request within ${PROMISES.quoteResponseHours} hours.`}</Note>
    </Form>
  );
}
