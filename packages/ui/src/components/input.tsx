import styled from 'styled-components';
import { controlStyles } from './control-styles';

/** Text-like input (text, email, password, number, tel…). Use inside a Field for label and errors. */
export const Input = styled.input`
  ${controlStyles}

  &[type='number'] { font-variant-numeric: tabular-nums; }
`;

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;
