import { useEffect, useRef, useState } from 'react';
import {
  calculateQuote,
  calculatorInputErrors,
  canCalculate,
  type CalculatorInput,
  type CalculatorResult,
  TIMING,
} from '@freight/domain';
import { errorBodyOf, useForm } from '@freight/platform';
import { useGetCalculatorSettingsQuery, useLazyGetLaneQuery } from '../api/lanes-api';

export type CalculatorValues = {
  originZip: string;
  destinationZip: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  serviceType: string;
  cargoType: string;
};

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

/** Form state plus the no result → calculating (1.5 s) → result cycle. */
export function useQuoteCalculator() {
  // A field's message goes once it is edited; the others stay until the next Calculate.
  const { values, set: setValue, errors, showErrors } = useForm(EMPTY_VALUES);
  const [calculating, setCalculating] = useState(false);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Staff's setting: the specification's ZIP difference unless they chose road miles.
  const { data: settings } = useGetCalculatorSettingsQuery();
  const [lookUpLane] = useLazyGetLaneQuery();
  const roadMilesMode = settings?.calculatorDistance === 'road-miles';

  const canSubmit = !calculating && canCalculate(toCalculatorInput(values));

  const calculate = () => {
    if (!canSubmit) return;
    // The domain's own rule, no schema: the calculator page never needs to load Joi.
    const refused = calculatorInputErrors(values);
    showErrors(refused);
    if (Object.keys(refused).length > 0) return;
    const snapshot = values;
    setCalculating(true);
    // Road miles: the lane is asked of the API first; a ZIP code it does not know is refused on its field.
    const lane = roadMilesMode
      ? lookUpLane({ originZip: snapshot.originZip.trim(), destinationZip: snapshot.destinationZip.trim(), serviceType: snapshot.serviceType }, true)
          .unwrap()
          .then((answer) => answer.roadMiles)
          .catch((error: unknown) => {
            showErrors(errorBodyOf(error).errors ?? {});
            return null;
          })
      : null;
    const finish = (roadMiles: number | null | undefined) => {
      setCalculating(false);
      if (roadMiles === null) return;
      const result = calculateQuote(toCalculatorInput(snapshot), { roadMiles });
      // An unmatched service or cargo type stops silently: no result, no message.
      if (result) setEstimate({ input: snapshot, result });
    };
    // The specified distance needs nothing from the server: the result shows on the dot.
    timer.current = setTimeout(() => (lane ? void lane.then(finish) : finish(undefined)), TIMING.calculatorDelayMs);
  };

  return { values, setValue, errors, canSubmit, calculating, estimate, calculate };
}
