import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Select, type SelectOption } from '@freight/ui';

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

/** A download of the list as shown (filters and search applied) as a CSV file; its name starts with what it shows. */
export function ExportLink({ href, subject }: { href: string; subject: string }) {
  return (
    <Button as="a" href={href} download variant="outline" aria-label={`Export CSV of ${subject}`}>
      Export CSV
    </Button>
  );
}
