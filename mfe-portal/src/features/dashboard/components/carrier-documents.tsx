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
  expiryDateProblem,
  formatCalendarDate,
  formatLongDate,
  isExpired,
} from '@freight/domain';
import { errorMessage, useToast } from '@freight/platform';
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

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
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
      {document.expiresOn && <span>{`${expired ? 'expired' : 'expires'} ${formatCalendarDate(document.expiresOn)}`}</span>}
      <Badge tone={expired ? 'danger' : document.review === 'accepted' ? 'success' : 'warning'}>{expired ? 'Expired' : DOCUMENT_REVIEW_LABELS[document.review]}</Badge>
    </OnFile>
  );
}

function UploadForm({ type, current }: { type: CarrierDocumentType; current?: CarrierDocument }) {
  const label = CARRIER_DOCUMENT_LABELS[type];
  const expires = documentExpires(type);
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<{ file?: string; expiresOn?: string; form?: string }>({});
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const { toast } = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fileProblem = !file ? CARRIER_DOCUMENT_MESSAGES.empty : file.size > CARRIER_DOCUMENT_MAX_BYTES ? CARRIER_DOCUMENT_MESSAGES.tooLarge : undefined;
    const dateProblem = expires ? (expiryDateProblem(expiresOn || undefined) ?? undefined) : undefined;
    setErrors({ file: fileProblem, expiresOn: dateProblem });
    if (fileProblem || dateProblem || !file) return;
    try {
      const answer = await upload({ type, file, ...(expires ? { expiresOn } : {}) }).unwrap();
      toast({ title: answer.message, variant: 'success' });
      setFile(null);
      setExpiresOn('');
      (event.target as HTMLFormElement).reset();
    } catch (failure) {
      setErrors({ form: errorMessage(failure) });
    }
  }

  return (
    <>
      <Row onSubmit={(e) => void submit(e)} aria-label={`Upload ${label}`} noValidate>
        <Field label={`${label} file`} hint="PDF, JPEG or PNG, up to 10 MB" error={errors.file}>
          <Input type="file" accept={CARRIER_DOCUMENT_CONTENT_TYPES.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        {expires ? (
          <Field label="Policy expiry date" error={errors.expiresOn}>
            <Input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
          </Field>
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
        <List>
          {CARRIER_DOCUMENT_TYPES.map((type) => {
            const current = documents?.find((doc) => doc.type === type);
            return (
              <Item key={type}>
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
