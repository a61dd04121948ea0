import styled from 'styled-components';

/** A short list of labelled facts (a definition list): label and value side by side, stacked on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;
