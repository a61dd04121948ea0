import { QUOTES_EMAIL } from '@freight/domain';
import { useTestApp } from '../../test/harness';
import { Notification } from './notification.model';
import { queueQuoteCreated, quoteCreatedBody, quoteCreatedSubject } from './notifications.service';

const quote = {
  id: 41,
  userId: null,
  firstName: 'David',
  lastName: 'Chen',
  email: 'david@keystone.example',
  phone: '',
  companyName: 'Keystone Components',
  serviceNeeded: 'Warehousing & Storage',
  projectDetails: '',
  createdAt: new Date('2025-03-04T15:00:00Z'),
};

describe('quote notifications', () => {
  useTestApp();

  it('writes a subject the quotes desk can triage at a glance', () => {
    expect(quoteCreatedSubject(quote)).toBe('New quote request #41: Warehousing & Storage - Keystone Components');
  });

  it('lists every fact of the request in the body, saying what the visitor left out', () => {
    const body = quoteCreatedBody(quote);
    expect(body).toContain('Name: David Chen');
    expect(body).toContain('Email: david@keystone.example');
    expect(body).toContain('Phone: not given');
    expect(body).toContain('Customer account: none (visitor)');
    expect(body).toContain('(none given)');
    expect(quoteCreatedBody({ ...quote, userId: 7 })).toContain('Customer account: user #7');
  });

  it('queues a pending, never-attempted email to the quotes address', async () => {
    const queued = await queueQuoteCreated(quote);
    const saved = await Notification.findOne({ id: queued.id }).lean();
    expect(saved).toMatchObject({ type: 'quote.created', quoteId: 41, to: QUOTES_EMAIL, status: 'pending', attempts: 0 });
    expect(queued.toJSON()).not.toHaveProperty('_id');
  });
});
