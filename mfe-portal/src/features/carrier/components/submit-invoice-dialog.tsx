import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { CARRIER_DOCUMENT_MAX_BYTES, CARRIER_PAY_TEXTS, easternDate, PAYABLE_MESSAGES, type PayableView } from '@freight/domain';
import { errorMessage, useForm, useToast } from '@freight/platform';
import { Alert, Button, Field, Input } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useSendRateConfirmationInvoiceMutation, useUploadCarrierInvoiceMutation } from '../api/carrier-pay-api';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Option = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  & > :first-child,
  & > button {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The carrier's invoice for one load: the signed rate confirmation in one click, or its own PDF with
 * its number and date. The form checks what it can with the API's schema; the file's kind is the
 * server's call (by its content), and its refusal shows here.
 */
export function SubmitInvoiceDialog({ payable, onClose }: { payable: PayableView; onClose: () => void }) {
  const [sendRateConfirmation, oneClick] = useSendRateConfirmationInvoiceMutation();
  const [uploadInvoice, upload] = useUploadCarrierInvoiceMutation();
  const form = useForm({ number: '', invoiceDate: easternDate() }, (s) => s.carrierInvoiceFileSchema);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { toast } = useToast();
  const busy = oneClick.isLoading || upload.isLoading;
  const load = payable.shipmentNumber;

  const done = (message: string) => {
    toast({ title: message, variant: 'success' });
    onClose();
  };

  const fromRateConfirmation = async () => {
    setFailure(undefined);
    try {
      done((await sendRateConfirmation({ id: payable.id }).unwrap()).message);
    } catch (error) {
      setFailure(errorMessage(error) ?? CARRIER_PAY_TEXTS.invoiceFailed);
    }
  };

  const fromFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const problem = !file || file.size === 0 ? PAYABLE_MESSAGES.invoiceEmpty : file.size > CARRIER_DOCUMENT_MAX_BYTES ? PAYABLE_MESSAGES.invoiceTooLarge : undefined;
    setFileError(problem);
    const details = await form.check(event);
    if (!details || problem || !file) return;
    try {
      done((await uploadInvoice({ id: payable.id, file, number: details.number, invoiceDate: details.invoiceDate }).unwrap()).message);
    } catch (error) {
      if (!form.showServerErrors(error)) setFailure(errorMessage(error) ?? CARRIER_PAY_TEXTS.invoiceFailed);
    }
  };

  return (
    <Dialog open onClose={onClose} title={CARRIER_PAY_TEXTS.invoiceTitle(load)} dismissible={!busy}>
      <Stack>
        {failure && <Alert tone="danger" title={failure} />}
        <Option aria-labelledby="invoice-one-click">
          <h3 id="invoice-one-click">{CARRIER_PAY_TEXTS.fromRateConfirmation}</h3>
          <p>{CARRIER_PAY_TEXTS.fromRateConfirmationDetail(payable.rateConfirmationCents)}</p>
          <div>
            <Button onClick={() => void fromRateConfirmation()} loading={oneClick.isLoading} disabled={busy}>
              {CARRIER_PAY_TEXTS.fromRateConfirmation}
            </Button>
          </div>
        </Option>
        <Option aria-labelledby="invoice-upload">
          <h3 id="invoice-upload">{CARRIER_PAY_TEXTS.uploadHeading}</h3>
          <Form noValidate onSubmit={(e) => void fromFile(e)} aria-label={`Upload your invoice for load ${load}`}>
            <Field label="Invoice (PDF)" hint={CARRIER_PAY_TEXTS.uploadHint} error={fileError}>
              <Input type="file" accept="application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Field>
            <Field label="Invoice number" error={form.errors.number}>
              <Input name="number" value={form.values.number} autoComplete="off" onChange={(e) => form.set('number', e.target.value)} />
            </Field>
            <Field label="Invoice date" error={form.errors.invoiceDate}>
              <Input name="invoiceDate" type="date" max={easternDate()} value={form.values.invoiceDate} onChange={(e) => form.set('invoiceDate', e.target.value)} />
            </Field>
            <Button type="submit" variant="outline" loading={upload.isLoading} disabled={busy}>
              {CARRIER_PAY_TEXTS.uploadButton}
            </Button>
          </Form>
        </Option>
      </Stack>
    </Dialog>
  );
}
