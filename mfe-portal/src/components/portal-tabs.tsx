import styled from 'styled-components';
import { Tabs } from '@freight/ui/widgets';

/** The dashboard's tabs. On phones they share the width, so 'My Quotes (N)' never hides behind a scroll. */
export const PortalTabs = styled(Tabs)`
  ${({ theme }) => theme.media.mobile} {
    [role='tab'] {
      flex: 1 1 0;
      padding-inline: ${({ theme }) => theme.space[2]};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;
