import styled from 'styled-components';

const Stars = styled.p`
  display: flex;
  gap: 2px;
  color: #f5a524;
  svg {
    width: 20px;
    height: 20px;
  }
`;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Stars are decoration; the rating is announced once as text. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" fill={i < rating ? 'currentColor' : 'none'} stroke="currentColor">
          <path d={STAR} />
        </svg>
      ))}
    </Stars>
  );
}
