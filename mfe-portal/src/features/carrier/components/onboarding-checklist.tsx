import styled, { type DefaultTheme } from 'styled-components';
import { checklistProgress, onboardingChecklist, ONBOARDING_STATE_LABELS, type OnboardingItem, type OnboardingState, type User } from '@freight/domain';
import { errorMessage } from '@freight/platform';
import { Alert, AlertIcon, ArrowRightIcon, Badge, type BadgeTone, Card, CardDescription, CardTitle, CheckIcon, ClockIcon, Spinner } from '@freight/ui';
import { useGetOwnDocumentsQuery } from '../api/carrier-documents-api';
import { documentAnchor } from './carrier-documents';

const TONES: Record<OnboardingState, BadgeTone> = { done: 'success', todo: 'accent', waiting: 'info', problem: 'danger' };

const markerColors = (c: DefaultTheme['colors'], state: OnboardingState) =>
  ({
    done: { bg: c.green600, fg: c.white, border: c.green600 },
    todo: { bg: c.white, fg: c.navy800, border: c.navy800 },
    waiting: { bg: c.blue100, fg: c.blue700, border: c.blue100 },
    problem: { bg: c.red600, fg: c.white, border: c.red600 },
  })[state];

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Step = styled.li<{ $state: OnboardingState }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $state }) => ($state === 'problem' ? theme.colors.red600 : theme.colors.gray200)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.gray50 : theme.colors.surface)};
`;

const Marker = styled.span<{ $state: OnboardingState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 2px solid ${({ theme, $state }) => markerColors(theme.colors, $state).border};
  background: ${({ theme, $state }) => markerColors(theme.colors, $state).bg};
  color: ${({ theme, $state }) => markerColors(theme.colors, $state).fg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Head = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Action = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-height: 24px;
`;

const Status = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.gray900};
`;

const Next = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function MarkerOf({ item, index }: { item: OnboardingItem; index: number }) {
  const icon = item.state === 'done' ? <CheckIcon size={16} /> : item.state === 'problem' ? <AlertIcon size={16} /> : item.state === 'waiting' ? <ClockIcon size={16} /> : index + 1;
  return (
    <Marker $state={item.state} aria-hidden="true">
      {icon}
    </Marker>
  );
}

/** A document the carrier still has to upload (or renew) links to its upload form below. */
function UploadLink({ item }: { item: OnboardingItem }) {
  if (item.step === 'authority' || (item.state !== 'todo' && item.state !== 'problem')) return null;
  return (
    <Action href={`#${documentAnchor(item.step)}`}>
      {`Upload your ${item.step === 'coi' ? 'certificate' : 'W-9'}`}
      <ArrowRightIcon size={16} />
    </Action>
  );
}

/**
 * A carrier's way to verification, on its dashboard: its certificate of insurance, its W-9 and its
 * operating authority, each with where it stands and the next step (the rules: `onboardingChecklist`).
 */
export function OnboardingChecklist({ user }: { user: User }) {
  const { data: documents, isLoading, error } = useGetOwnDocumentsQuery();
  const items = onboardingChecklist({ ...user, carrierDocuments: documents ?? [] });
  return (
    <Card padding="lg" as="section" aria-labelledby="onboarding-checklist">
      <Header>
        <TitleRow>
          <CardTitle as="h2" id="onboarding-checklist">
            Onboarding checklist
          </CardTitle>
          {!isLoading && !error && <Badge tone={items.every((item) => item.state === 'done') ? 'success' : 'neutral'}>{checklistProgress(items)}</Badge>}
        </TitleRow>
        <CardDescription>What our carrier team needs to verify your account, and what is next.</CardDescription>
      </Header>
      {isLoading ? (
        <Spinner label="Loading your checklist" />
      ) : error ? (
        <Alert tone="danger" title={errorMessage(error)} />
      ) : (
        <Steps aria-label="Onboarding steps">
          {items.map((item, index) => (
            <Step key={item.step} $state={item.state}>
              <MarkerOf item={item} index={index} />
              <Body>
                <Head>
                  <h3>{item.label}</h3>
                  <Badge tone={TONES[item.state]}>{ONBOARDING_STATE_LABELS[item.state]}</Badge>
                </Head>
                <Status>{item.status}</Status>
                <Next>{item.next}</Next>
                <UploadLink item={item} />
              </Body>
            </Step>
          ))}
        </Steps>
      )}
    </Card>
  );
}
