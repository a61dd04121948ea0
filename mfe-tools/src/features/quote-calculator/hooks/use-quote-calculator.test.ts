import { act, renderHook } from '@testing-library/react';
import { useQuoteCalculator } from './use-quote-calculator';

describe('useQuoteCalculator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const fill = (hook: { current: ReturnType<typeof useQuoteCalculator> }, serviceType: string, cargoType: string) =>
    act(() => {
      hook.current.setValue('originZip', '10001');
      hook.current.setValue('destinationZip', '10050');
      hook.current.setValue('weight', '1000');
      hook.current.setValue('serviceType', serviceType);
      hook.current.setValue('cargoType', cargoType);
    });

  it.each([
    ['teleport', 'general'],
    ['standard', 'antimatter'],
  ])('stops silently with no result for service %p and cargo %p', (serviceType, cargoType) => {
    const { result } = renderHook(() => useQuoteCalculator());
    fill(result, serviceType, cargoType);
    act(() => result.current.calculate());
    expect(result.current.calculating).toBe(true);
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.calculating).toBe(false);
    expect(result.current.estimate).toBeNull();
  });

  it('ignores calculate() while inputs are missing', () => {
    const { result } = renderHook(() => useQuoteCalculator());
    act(() => result.current.calculate());
    expect(result.current.calculating).toBe(false);
  });
});
