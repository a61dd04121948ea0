import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { HOME_ZIP_MESSAGES, HOME_ZIP_PATTERN } from '@freight/domain';
import { errorMessage } from '@freight/platform';
import { Button, Field, Input } from '@freight/ui';
import { useSetHomeZipMutation } from '../api/carrier-loads-api';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    flex: 1 1 220px;
    max-width: 360px;
  }
`;

const Saved = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  flex-basis: 100%;
`;

/** The carrier's home ZIP code, where the board's deadhead miles start: checked here for its form, by the server for its place. */
export function HomeZipForm({ homeZip }: { homeZip?: string }) {
  const [zip, setZip] = useState(homeZip ?? '');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [save, { isLoading }] = useSetHomeZipMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = zip.trim();
    if (!HOME_ZIP_PATTERN.test(text)) return setError(HOME_ZIP_MESSAGES.format);
    setError(undefined);
    try {
      setSaved((await save(text).unwrap()).message);
    } catch (failure) {
      setSaved(undefined);
      setError(errorMessage(failure));
    }
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Where your trucks start from">
      <Field label={HOME_ZIP_MESSAGES.label} hint={HOME_ZIP_MESSAGES.hint} error={error}>
        <Input value={zip} onChange={(e) => setZip(e.target.value)} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      </Field>
      <Button type="submit" variant="outline" loading={isLoading}>
        Save home ZIP
      </Button>
      {saved && (
        <Saved role="status">
          {saved}
        </Saved>
      )}
    </Form>
  );
}
