/** Static client quotes of the testimonials section; every one is shown with five stars. */
export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

export const TESTIMONIAL_RATING = 5;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Harborline turned our two-day Newark to Boston lane into a next-day service without raising our rates. Their dispatch team picks up the phone every time.',
    author: 'Maria Santos',
    title: 'Logistics Director, Garden State Foods',
  },
  {
    quote:
      'We moved our entire Philadelphia distribution center in one weekend. Not a single pallet was lost, and the quote arrived within the hour.',
    author: 'David Chen',
    title: 'VP of Operations, Keystone Components',
  },
  {
    quote:
      'Their warehousing team handles our seasonal peaks like clockwork. The inventory reporting alone saved us a full-time position.',
    author: 'Jennifer Walsh',
    title: 'Supply Chain Manager, Hudson Valley Retail Group',
  },
  {
    quote:
      'Oversized loads used to be our biggest headache. Harborline plans the permits, the route and the escorts, and the freight simply arrives.',
    author: 'Robert Kim',
    title: 'Plant Manager, Lehigh Steel Fabricators',
  },
  {
    quote:
      'Five years of weekly store deliveries and they have never missed a receiving window. They are an extension of our own team.',
    author: 'Angela Martinez',
    title: 'Director of Distribution, Tri-State Home Supply',
  },
];
