import { EmptyState, Spinner } from '@freight/ui';
import styled from 'styled-components';

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} 0;
`;

/** Loading, failed and empty states shared by the admin tables; null when there are rows to show. */
export function TableState({ isLoading, isError, isEmpty, empty }: { isLoading: boolean; isError: boolean; isEmpty: boolean; empty: string }) {
  if (isLoading)
    return (
      <Center>
        <Spinner label="Loading" showLabel />
      </Center>
    );
  if (isError) return <EmptyState title="Could not load this list" description="Please refresh the page or try again in a moment." />;
  if (isEmpty) return <EmptyState title={empty} />;
  return null;
}
