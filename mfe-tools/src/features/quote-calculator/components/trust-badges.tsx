import styled from 'styled-components';
import { PROMISES } from '@freight/domain';
import { ClockIcon, ShieldIcon } from '@freight/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.navy900};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg { color: ${({ theme }) => theme.colors.accentStrong}; }
`;

/** The two promises the site advertises. */
export function TrustBadges() {
  return (
    <List aria-label="Our promises">
      <Item>
        <ClockIcon size={18} />
        {PROMISES.quoteResponseBadge}
      </Item>
      <Item>
        <ShieldIcon size={18} />
        {PROMISES.insuranceBadge}
      </Item>
    </List>
  );
}
