import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CALCULATOR_DELAY_MS,
  calculateQuote,
  calculatorInputErrors,
  canCalculate,
  type CalculatorFieldErrors,
  type CalculatorInput,
  type CalculatorResult,
} from '@freight/domain';

export interface CalculatorValues {
  originZip: string;
  destinationZip: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  serviceType: string;
  cargoType: string;
}

export const EMPTY_VALUES: CalculatorValues = {
  originZip: '',
  destinationZip: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  serviceType: '',
  cargoType: '',
};

/** A result together with the inputs it was computed from (later edits must not change what gets booked). */
export interface Estimate {
  input: CalculatorValues;
  result: CalculatorResult;
}

export const toCalculatorInput = (v: CalculatorValues): CalculatorInput => ({
  originZip: v.originZip,
  destinationZip: v.destinationZip,
  weight: v.weight,
  serviceType: v.serviceType,
  cargoType: v.cargoType,
  dimensions: { length: v.length, width: v.width, height: v.height },
});

/** Form state plus the no result → calculating (1.5 s) → result cycle of SPEC.md §4. */
export function useQuoteCalculator() {
  const [values, setValues] = useState<CalculatorValues>(EMPTY_VALUES);
  const [calculating, setCalculating] = useState(false);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [errors, setErrors] = useState<CalculatorFieldErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setValue = useCallback((name: keyof CalculatorValues, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    // A field's message goes once it is edited; the others stay until the next Calculate.
    setErrors((prev) => (name in prev ? { ...prev, [name]: undefined } : prev));
  }, []);

  const canSubmit = !calculating && canCalculate(toCalculatorInput(values));

  const calculate = () => {
    if (!canSubmit) return;
    const refused = calculatorInputErrors(values);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    const snapshot = values;
    setCalculating(true);
    timer.current = setTimeout(() => {
      const result = calculateQuote(toCalculatorInput(snapshot));
      setCalculating(false);
      // An unmatched service or cargo type stops silently (SPEC.md §5): no result, no message.
      if (result) setEstimate({ input: snapshot, result });
    }, CALCULATOR_DELAY_MS);
  };

  return { values, setValue, errors, canSubmit, calculating, estimate, calculate };
}
