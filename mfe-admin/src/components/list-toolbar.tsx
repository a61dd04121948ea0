import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Select, type SelectOption } from '@freight/ui';
import { csvRecordCounter, fileNameOf } from './csv-records';

/** The row above a table: title and count on the left, search, filters and actions on the right. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const ToolbarControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    & > * { flex: 1 1 100%; }
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy900};
`;

const Sub = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function ListTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div>
      <Heading>{title}</Heading>
      {subtitle && <Sub>{subtitle}</Sub>}
    </div>
  );
}

/** Keeps a row's action buttons on one line; the table scrolls sideways rather than stacking them. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface RowEditDeleteProps {
  /** Names the row for screen readers: "Edit <subject>", "Delete <subject>". */
  subject: string;
  editLabel?: string;
  onEdit: () => void;
  /** Left out for records that are never deleted: the row has Edit only. */
  onDelete?: () => void;
}

/** The edit and delete buttons every admin list row carries; Delete is quiet and asks for confirmation. */
export function RowEditDelete({ subject, editLabel = 'Edit', onEdit, onDelete }: RowEditDeleteProps) {
  return (
    <RowActions>
      <Button size="sm" variant="outline" aria-label={`${editLabel} ${subject}`} onClick={onEdit}>
        {editLabel}
      </Button>
      {onDelete && (
        <Button size="sm" variant="subtleDanger" aria-label={`Delete ${subject}`} onClick={onDelete}>
          Delete
        </Button>
      )}
    </RowActions>
  );
}

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}

/** A list's search box; the list decides what a new search resets (paging). */
/** Wide enough for its placeholder ("Name, email or company") on a laptop; full width on phones. */
const SearchBox = styled.div`
  width: 18rem;
  max-width: 100%;
`;

export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  return (
    <SearchBox>
      <Field label={label}>
        <Input type="search" value={value} placeholder={placeholder} onChange={(e) => onSearch(e.target.value)} />
      </Field>
    </SearchBox>
  );
}

export interface FilterFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  /** Called with the chosen value (lists go back to their first page). */
  onFilter: (value: string) => void;
}

/** A list's filter: a labelled choice among the values the list can be narrowed to. */
export function FilterField({ label, value, options, onFilter }: FilterFieldProps) {
  return (
    <Field label={label}>
      <Select value={value} options={options} onChange={(e) => onFilter(e.target.value)} />
    </Field>
  );
}

const ExportBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Track = styled.div`
  width: 160px;
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.gray300};
  overflow: hidden;

  ${({ theme }) => theme.media.mobile} {
    width: 100%;
  }
`;

const Fill = styled.div<{ $share: number }>`
  width: ${({ $share }) => Math.round($share * 100)}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.blue500};
  transition: width 0.2s ease-out;
`;

const ExportNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ExportError = styled.span`
  color: ${({ theme }) => theme.colors.red700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ExportState =
  | { phase: 'idle'; note?: string }
  | { phase: 'running'; records: number; total: number | null }
  | { phase: 'failed'; message: string };

const count = (n: number) => n.toLocaleString('en-US');

/** Hands `parts` to the browser as a file download named `name`. */
function saveFile(parts: BlobPart[], name: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * A download of the list as shown (filters and search applied) as a CSV file. The server streams
 * it from the first row (its `X-Total-Count` says how many rows it will hold), so the page shows
 * how far it has come ("Exported 12,400 of 100,000 quote requests") and can stop it.
 */
export function ExportButton({ href, subject, one }: { href: string; /** What the rows are, in the plural ("quote requests"). */ subject: string; /** One row ("quote request"). */ one: string }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    stop.current = controller;
    setState({ phase: 'running', records: 0, total: null });
    try {
      const res = await fetch(href, { credentials: 'same-origin', signal: controller.signal });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setState({ phase: 'failed', message: body?.message ?? `The export failed (${res.status}). Please try again.` });
        return;
      }
      const header = res.headers.get('X-Total-Count');
      const total = header === null ? null : Number(header);
      const reader = res.body.getReader();
      controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      const decoder = new TextDecoder();
      const counter = csvRecordCounter();
      const parts: BlobPart[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value as Uint8Array<ArrayBuffer>);
        setState({ phase: 'running', records: counter.add(decoder.decode(value, { stream: true })), total });
      }
      if (controller.signal.aborted) {
        setState({ phase: 'idle', note: 'Export stopped' });
        return;
      }
      counter.add(decoder.decode());
      saveFile(parts, fileNameOf(res.headers.get('Content-Disposition'), `${subject.replace(/\s+/g, '-')}.csv`));
      const exported = counter.total();
      setState({ phase: 'idle', note: `Exported ${count(exported)} ${exported === 1 ? one : subject}` });
    } catch {
      setState(controller.signal.aborted ? { phase: 'idle', note: 'Export stopped' } : { phase: 'failed', message: 'The export was interrupted. Please try again.' });
    } finally {
      if (stop.current === controller) stop.current = null;
    }
  }

  if (state.phase === 'running') {
    const { records, total } = state;
    const text = total === null ? `Exported ${count(records)} ${subject}` : `Exported ${count(records)} of ${count(total)} ${subject}`;
    return (
      <ExportBox>
        <Track role="progressbar" aria-label={`Exporting ${subject}`} aria-valuemin={0} aria-valuemax={total ?? undefined} aria-valuenow={records} aria-valuetext={text}>
          <Fill $share={total ? Math.min(1, records / total) : 0} />
        </Track>
        <ExportNote aria-live="polite">{text}</ExportNote>
        <Button variant="ghost" size="sm" onClick={() => stop.current?.abort()}>
          Stop export
        </Button>
      </ExportBox>
    );
  }
  return (
    <ExportBox>
      <Button variant="outline" onClick={() => void start()} aria-label={`Export CSV of ${subject}`}>
        Export CSV
      </Button>
      {state.phase === 'failed' ? <ExportError role="alert">{state.message}</ExportError> : state.note ? <ExportNote aria-live="polite">{state.note}</ExportNote> : null}
    </ExportBox>
  );
}
