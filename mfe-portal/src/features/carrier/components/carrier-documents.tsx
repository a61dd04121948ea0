import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  CARRIER_DOCUMENT_CONTENT_TYPES,
  CARRIER_DOCUMENT_LABELS,
  CARRIER_DOCUMENT_MAX_BYTES,
  CARRIER_DOCUMENT_MESSAGES,
  CARRIER_DOCUMENT_TYPES,
  type CarrierDocument,
  type CarrierDocumentType,
  DOCUMENT_REVIEW_LABELS,
  documentExpires,
  formatLongDate,
  INSURANCE_POLICIES,
  isExpired,
  POLICY_EXPIRY_FIELDS,
  POLICY_EXPIRY_LABELS,
  policyDateProblems,
  type PolicyExpiryDates,
  type PolicyExpiryField,
  policyExpiryLines,
} from '@freight/domain';
import { errorBodyOf, errorMessage, useToast } from '@freight/platform';
import { Alert, Badge, Button, Card, CardHeader, CardTitle, Field, Input, Spinner } from '@freight/ui';
import { ownDocumentUrl, useGetOwnDocumentsQuery, useUploadDocumentMutation } from '../api/carrier-documents-api';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* Below the site's header when the onboarding checklist's link jumps here. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const OnFile = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  overflow-wrap: anywhere;
`;

// A W-9 is the file and the button; a certificate of insurance has the file on its own line, then
// its two policies' dates beside the button, so each date's label stays on one line.
const Row = styled.form<{ $dates: boolean }>`
  display: grid;
  grid-template-columns: ${({ $dates }) => ($dates ? 'minmax(0, 1fr) minmax(0, 1fr) auto' : 'minmax(0, 2fr) minmax(0, 1fr) auto')};
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  ${({ $dates }) => ($dates ? '& > :first-child { grid-column: 1 / -1; }' : '')}
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

function DocumentState({ document }: { document: CarrierDocument }) {
  const expired = document.expiresOn ? isExpired(document.expiresOn) : false;
  return (
    <OnFile>
      <a href={ownDocumentUrl(document.id)} download>
        {document.name}
      </a>
      <span>{`uploaded ${formatLongDate(document.uploadedAt)}`}</span>
      {policyExpiryLines(document).map((line) => (
        <span key={line.policy}>{line.text}</span>
      ))}
      <Badge tone={expired ? 'danger' : document.review === 'accepted' ? 'success' : 'warning'}>{expired ? 'Expired' : DOCUMENT_REVIEW_LABELS[document.review]}</Badge>
    </OnFile>
  );
}

type UploadErrors = { file?: string; form?: string } & Partial<Record<PolicyExpiryField, string>>;

function UploadForm({ type, current }: { type: CarrierDocumentType; current?: CarrierDocument }) {
  const label = CARRIER_DOCUMENT_LABELS[type];
  const expires = documentExpires(type);
  const [file, setFile] = useState<File | null>(null);
  const [dates, setDates] = useState<PolicyExpiryDates>({});
  const [errors, setErrors] = useState<UploadErrors>({});
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const { toast } = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fileProblem = !file ? CARRIER_DOCUMENT_MESSAGES.empty : file.size > CARRIER_DOCUMENT_MAX_BYTES ? CARRIER_DOCUMENT_MESSAGES.tooLarge : undefined;
    const dateProblems = expires ? policyDateProblems(dates) : {};
    setErrors({ file: fileProblem, ...dateProblems });
    if (fileProblem || Object.keys(dateProblems).length || !file) return;
    try {
      const answer = await upload({ type, file, ...(expires ? dates : {}) }).unwrap();
      toast({ title: answer.message, variant: 'success' });
      setFile(null);
      setDates({});
      (event.target as HTMLFormElement).reset();
    } catch (failure) {
      // The server's refusal of a date goes on its field; anything else above the form.
      const { message, errors: fields = {} } = errorBodyOf(failure);
      const onDates = Object.fromEntries(INSURANCE_POLICIES.map((policy) => POLICY_EXPIRY_FIELDS[policy]).filter((field) => fields[field]).map((field) => [field, fields[field]]));
      setErrors(Object.keys(onDates).length ? onDates : { form: message ?? CARRIER_DOCUMENT_MESSAGES.uploadFailed });
    }
  }

  return (
    <>
      <Row $dates={expires} onSubmit={(e) => void submit(e)} aria-label={`Upload ${label}`} noValidate>
        <Field label={`${label} file`} hint="PDF, JPEG or PNG, up to 10 MB" error={errors.file}>
          <Input type="file" accept={CARRIER_DOCUMENT_CONTENT_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        {expires ? (
          INSURANCE_POLICIES.map((policy) => {
            const field = POLICY_EXPIRY_FIELDS[policy];
            return (
              <Field key={policy} label={POLICY_EXPIRY_LABELS[policy]} error={errors[field]}>
                <Input type="date" value={dates[field] ?? ''} onChange={(e) => setDates((before) => ({ ...before, [field]: e.target.value || undefined }))} />
              </Field>
            );
          })
        ) : (
          <span />
        )}
        <Button type="submit" variant="outline" loading={isLoading}>
          {current ? `Replace ${label}` : `Upload ${label}`}
        </Button>
      </Row>
      {errors.form && <Alert tone="danger" title={errors.form} />}
    </>
  );
}

/** Where each document's part of the list is (the onboarding checklist links to it). */
export const documentAnchor = (type: CarrierDocumentType) => `document-${type}`;

/** The carrier's certificate of insurance and W-9: what is on file, its expiry and review, and an upload to add or replace each. */
export function CarrierDocuments() {
  const { data: documents, isLoading, error } = useGetOwnDocumentsQuery();
  return (
    <Card padding="lg">
      <CardHeader>
        <CardTitle as="h2">Documents</CardTitle>
      </CardHeader>
      <Intro>Your certificate of insurance and W-9. Our carrier team reviews each upload before verifying your account.</Intro>
      {isLoading ? (
        <Spinner label="Loading your documents" />
      ) : error ? (
        <Alert tone="danger" title={errorMessage(error)} />
      ) : (
        <List aria-label="Your documents">
          {CARRIER_DOCUMENT_TYPES.map((type) => {
            const current = documents?.find((doc) => doc.type === type);
            return (
              <Item key={type} id={documentAnchor(type)}>
                <h3>{CARRIER_DOCUMENT_LABELS[type]}</h3>
                {current ? <DocumentState document={current} /> : <OnFile>Not uploaded yet</OnFile>}
                <UploadForm type={type} current={current} />
              </Item>
            );
          })}
        </List>
      )}
    </Card>
  );
}
