import { screen, within } from '@testing-library/react';
import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE, COMPANY_CREDENTIALS, COVERAGE, CREDENTIALS_HEADLINE, STATS } from '@freight/domain';
import { renderWithProviders } from '@freight/platform/testing';
import { SERVICE_CARDS } from '../content/services';
import { TESTIMONIALS } from '../content/testimonials';
import { AboutSection, ContactSection, CoverageSection, CredentialsStrip, HeroSection, ServicesSection, TestimonialsSection } from '../index';

const section = (name: string) => screen.getByRole('region', { name });

describe('landing sections', () => {
  it('opens with one h1 about reliable supply chain solutions, the two calls to action and the trust badges', () => {
    renderWithProviders(<HeroSection />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/reliable supply chain solutions/i);
    expect(screen.getByRole('link', { name: 'Instant Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
    expect(screen.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '#contact');
    expect(screen.getByText('2-Hour Quote Response')).toBeInTheDocument();
    expect(screen.getByText('$2M Cargo Insurance')).toBeInTheDocument();
  });

  it('names, under the hero, the broker licence with its USDOT and MC numbers, the cargo insurance, the auto liability and the bond', () => {
    renderWithProviders(<CredentialsStrip />);
    expect(screen.getByRole('heading', { level: 2, name: CREDENTIALS_HEADLINE })).toBeInTheDocument();
    const marks = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(marks).toEqual([
      expect.stringContaining(`${COMPANY_CREDENTIALS.usdot} · ${COMPANY_CREDENTIALS.mc}`),
      expect.stringContaining('$2M cargo insurance'),
      expect.stringContaining('$1M auto liability'),
      expect.stringContaining(COMPANY_CREDENTIALS.bondShort),
    ]);
  });

  it('shows six service cards, each with a description and four features', () => {
    renderWithProviders(<ServicesSection />);
    const cards = within(section('Comprehensive Logistics Services')).getAllByRole('article');
    expect(cards).toHaveLength(6);
    SERVICE_CARDS.forEach((service, i) => {
      const card = within(cards[i]);
      expect(card.getByRole('heading', { level: 3, name: service.title })).toBeInTheDocument();
      expect(card.getByText(service.description)).toBeInTheDocument();
      expect(within(card.getByRole('list', { name: `${service.title} features` })).getAllByRole('listitem')).toHaveLength(4);
    });
    expect(SERVICE_CARDS.map((s) => s.title)).toEqual([
      'Freight Transportation',
      'Warehousing & Storage',
      'Distribution Services',
      'Supply Chain Consulting',
      'Specialized Cargo',
      'Technology Solutions',
    ]);
  });

  it('shows the Newark hub as an illustration with a text alternative and its address', () => {
    renderWithProviders(<AboutSection />);
    expect(screen.getByRole('img', { name: /cross-dock warehouse in Newark/ })).toBeInTheDocument();
    expect(screen.getByText(/1200 Doremus Avenue/)).toBeInTheDocument();
  });

  it('states the mission, the four stats and the three values', () => {
    renderWithProviders(<AboutSection />);
    const about = within(section('Your Northeast Logistics Partner'));
    expect(about.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    for (const stat of STATS) expect(about.getByText(stat.label).parentElement).toHaveTextContent(`${stat.label}${stat.value}`);
    for (const value of ['Reliability', 'Integrity', 'Innovation']) expect(about.getByRole('heading', { name: value })).toBeInTheDocument();
  });

  it('lists core and extended markets, the three capabilities, and draws an accessible map', () => {
    renderWithProviders(<CoverageSection />);
    const coverage = within(section('Northeast Coverage, Nationwide Reach'));
    const core = coverage.getByRole('heading', { name: 'Core Markets' }).nextElementSibling as HTMLElement;
    const extended = coverage.getByRole('heading', { name: 'Extended Markets' }).nextElementSibling as HTMLElement;
    expect(within(core).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...COVERAGE.coreMarkets]);
    expect(within(extended).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...COVERAGE.extendedMarkets]);
    expect(coverage.getByText(/within a 200-mile radius of our hubs/)).toBeInTheDocument();
    expect(coverage.getByText(/all 48 contiguous states/)).toBeInTheDocument();
    expect(coverage.getByText(/Customs brokerage/)).toBeInTheDocument();
    const map = coverage.getByRole('img', { name: `${COMPANY.shortName} coverage map` });
    expect(map).toHaveAccessibleDescription(expect.stringContaining('Philadelphia, PA'));
  });

  it('shows five client quotes, each rated five stars', () => {
    renderWithProviders(<TestimonialsSection />);
    const testimonials = within(section('What Our Clients Say'));
    expect(testimonials.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(5);
    for (const t of TESTIMONIALS) {
      expect(testimonials.getByText(t.quote)).toBeInTheDocument();
      expect(testimonials.getByText(t.author)).toBeInTheDocument();
      expect(testimonials.getByText(t.title)).toBeInTheDocument();
    }
  });

  it('puts the form beside the calculator link and the company contact details', () => {
    renderWithProviders(<ContactSection form={<form aria-label="stub form" />} />);
    const contact = within(section('Request a Free Quote'));
    expect(contact.getByRole('form', { name: 'stub form' })).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Instant Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
    expect(contact.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(contact.getByRole('link', { name: COMPANY.dispatchPhone })).toHaveAttribute('href', COMPANY.dispatchPhoneHref);
    expect(contact.getByText(COMPANY_ADDRESS_LINE)).toBeInTheDocument();
    for (const slot of BUSINESS_HOURS) expect(contact.getByText(`${slot.days}: ${slot.hours}`)).toBeInTheDocument();
  });
});
