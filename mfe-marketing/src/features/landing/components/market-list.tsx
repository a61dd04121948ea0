import styled from 'styled-components';

const Block = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space[8]};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul<{ $core: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.gray200};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  li::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme, $core }) => ($core ? theme.colors.accent : theme.colors.white)};
  }
`;

export function MarketList({ title, markets, core = false }: { title: string; markets: readonly string[]; core?: boolean }) {
  return (
    <Block>
      <h3>{title}</h3>
      <List $core={core}>
        {markets.map((market) => (
          <li key={market}>{market}</li>
        ))}
      </List>
    </Block>
  );
}
