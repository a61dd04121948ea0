import styled from 'styled-components';
import { Card } from '@freight/ui';
import { LandingSection } from '../../../components/landing-section';
import { SECTIONS } from '../../../components/sections';
import { TESTIMONIAL_RATING, TESTIMONIALS, type Testimonial } from '../content/testimonials';
import { StarRating } from './star-rating';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.md};
  p::before {
    content: '\\201C';
  }
  p::after {
    content: '\\201D';
  }
`;

const Author = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy900};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Initials stand in for the spec's testimonial image: no photo downloads, no broken images. */
const Avatar = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.navy800};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li>
      <Card as="figure" padding="lg" style={{ height: '100%', margin: 0 }}>
        <StarRating rating={TESTIMONIAL_RATING} />
        <Quote>
          <p>{testimonial.quote}</p>
        </Quote>
        <Author>
          <Avatar>{initials(testimonial.author)}</Avatar>
          <div>
            <strong>{testimonial.author}</strong>
            <small>{testimonial.title}</small>
          </div>
        </Author>
      </Card>
    </li>
  );
}

export function TestimonialsSection() {
  return (
    <LandingSection
      id={SECTIONS.testimonials}
      eyebrow="Testimonials"
      title="What Our Clients Say"
      lead="Manufacturers, retailers and distributors across the Northeast trust us with their freight."
    >
      <Grid>
        {TESTIMONIALS.map((testimonial) => (
          <TestimonialCard key={testimonial.author} testimonial={testimonial} />
        ))}
      </Grid>
    </LandingSection>
  );
}
