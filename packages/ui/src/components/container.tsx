import styled from 'styled-components';

/** Centres content at the site's max width with responsive side padding. */
export const Container = styled.div.withConfig({ shouldForwardProp: (p) => p !== 'narrow' })<{ narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, narrow }) => (narrow ? '800px' : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }
`;
