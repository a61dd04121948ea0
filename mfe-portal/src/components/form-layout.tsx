import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

/** Two columns on desktop, one under the mobile breakpoint; `Wide` children span both. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const FormSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  & + & {
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
