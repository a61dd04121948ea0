import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@freight/ui';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** Fills the viewport like a page does, so the real page replaces it without shifting the layout. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Bar = styled.div`
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.navy900};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
`;

const Body = styled.div`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
`;

const Block = styled.div<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.gray100} 25%,
    ${({ theme }) => theme.colors.gray200} 50%,
    ${({ theme }) => theme.colors.gray100} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Suspense fallback while a remote page loads. */
export function PageSkeleton() {
  return (
    <Frame role="status" aria-busy="true">
      <VisuallyHidden>Loading page…</VisuallyHidden>
      <Bar aria-hidden="true" />
      <Body aria-hidden="true">
        <Block $width="45%" $height="2.5rem" />
        <Block $width="70%" $height="1.25rem" />
        <Block $width="100%" $height="14rem" />
        <Block $width="100%" $height="10rem" />
      </Body>
    </Frame>
  );
}
