import styled from 'styled-components';

/** A tinted, framed section inside a dialog (the quote's price suggestion, a load's carrier rates). */
export const InsetPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
