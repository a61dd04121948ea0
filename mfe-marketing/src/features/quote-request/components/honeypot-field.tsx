import type { ChangeEvent } from 'react';
import styled from 'styled-components';

/** Off-screen rather than display:none: simple bots skip fields that are not rendered. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The `website` field people never see or reach; anything typed in it marks the request as a bot's. */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <Trap aria-hidden="true">
      <label htmlFor="quote-website">Website</label>
      <input id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </Trap>
  );
}
