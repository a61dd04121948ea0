import styled from 'styled-components';
import { Tabs } from '@freight/ui/widgets';

/**
 * The dashboard's tabs. On phones they share the width, a long label on two lines, so 'My Quotes (N)'
 * and 'Invoices' never hide behind a scroll.
 */
export const PortalTabs = styled(Tabs)`
  ${({ theme }) => theme.media.mobile} {
    [role='tab'] {
      flex: 1 1 0;
      min-width: 0;
      white-space: normal;
      text-align: center;
      line-height: 1.25;
      padding-inline: ${({ theme }) => theme.space[2]};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;
