import { useId } from 'react';
import styled from 'styled-components';
import type { QuoteTerms } from '@freight/domain';

/** A box of its own that scrolls, so the signature stays in reach below it; on phones it takes less height. */
const Box = styled.section`
  max-height: 16rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.55;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.navy900};
  }
  h4 {
    margin-top: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.navy900};
  }
  p + p,
  h4 + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  ${({ theme }) => theme.media.mobile} {
    max-height: 38vh;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

const Version = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The quote terms in full, headings and paragraphs, in a region that scrolls (and takes focus to scroll by keyboard). */
export function QuoteTermsText({ terms }: { terms: QuoteTerms }) {
  const titleId = useId();
  return (
    // A scrolling region must be reachable by keyboard to be read without a mouse.
    <Box aria-labelledby={titleId} tabIndex={0}>
      <h3 id={titleId}>{terms.title}</h3>
      <Version>{terms.versionLine}</Version>
      {terms.sections.map((section) => (
        <div key={section.heading}>
          <h4>{section.heading}</h4>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      ))}
    </Box>
  );
}
