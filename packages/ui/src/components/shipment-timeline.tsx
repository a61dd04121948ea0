import styled from 'styled-components';
import { formatEasternDateTime, recorderForReader, SHIPMENT_EVENT_LABELS, SHIPMENT_STATUS_LABELS, SHIPMENT_TIMING_TEXTS, type ShipmentEventKind, type ShipmentStatus } from '@freight/domain';
import { Badge, type BadgeTone } from './badge';

const STATUS_TONES: Record<ShipmentStatus, BadgeTone> = {
  held: 'warning',
  booked: 'info',
  'carrier-assigned': 'purple',
  'picked-up': 'navy',
  'in-transit': 'accent',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

/** A shipment's status as a badge, with "Exception" beside it while one is open and "Late" while it is late (packages/domain's lateness). */
export function ShipmentStatusBadge({ status, exception = false, late = false }: { status: ShipmentStatus; exception?: boolean; late?: boolean }) {
  return (
    <Badges>
      <Badge tone={STATUS_TONES[status]}>{SHIPMENT_STATUS_LABELS[status]}</Badge>
      {late && <Badge tone="warning">{SHIPMENT_TIMING_TEXTS.late}</Badge>}
      {exception && <Badge tone="danger">{SHIPMENT_EVENT_LABELS['exception-raised']}</Badge>}
    </Badges>
  );
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface TimelineEntry {
  kind: ShipmentEventKind;
  at: string;
  location?: { city: string; state: string } | null;
  note?: string;
  recordedBy?: { role: string; name: string };
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $tone: 'done' | 'problem' | 'muted' }>`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};

  &::before {
    content: '';
    position: absolute;
    left: 7px;
    top: 18px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.gray200};
  }
  &:last-child::before { display: none; }
  &::after {
    content: '';
    position: absolute;
    left: 0;
    top: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    box-sizing: border-box;
    border: 3px solid ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.red600 : $tone === 'muted' ? theme.colors.gray500 : theme.colors.blue500)};
    background: #fff;
  }

  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.text}; }
  p { margin: 2px 0 0; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

/** A person's name says "(carrier)" after it; a role ("Carrier", "Harborline", "You") speaks for itself. */
const recorderText = ({ role, name }: { role: string; name: string }) => (role === 'carrier' && name !== recorderForReader('carrier', 'customer').name ? `${name} (carrier)` : name);

const toneOf = (kind: ShipmentEventKind) => (kind === 'exception-raised' ? 'problem' : kind === 'cancelled' ? 'muted' : 'done');

/** A shipment's events, newest first: what happened, when (Eastern), where, who recorded it (as the answer names them), and, for staff and customers, the note. */
export function ShipmentTimeline({ events, label = 'Shipment timeline', showNotes = true }: { events: TimelineEntry[]; label?: string; showNotes?: boolean }) {
  const newestFirst = [...events].reverse();
  return (
    <List aria-label={label}>
      {newestFirst.map((event, i) => (
        <Item key={`${event.at}-${i}`} $tone={toneOf(event.kind)}>
          <strong>{SHIPMENT_EVENT_LABELS[event.kind]}</strong>
          <p>
            <time dateTime={event.at}>{formatEasternDateTime(event.at)}</time>
            {event.location ? ` · ${event.location.city}, ${event.location.state}` : ''}
          </p>
          {showNotes && event.note && <p>{event.note}</p>}
          {event.recordedBy && event.recordedBy.role !== 'system' && <p>Recorded by {recorderText(event.recordedBy)}</p>}
        </Item>
      ))}
    </List>
  );
}
