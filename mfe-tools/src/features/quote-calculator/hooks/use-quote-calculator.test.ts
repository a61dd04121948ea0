import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { AppProviders, createStore } from '@freight/platform';
import { mockApi, type MockApi } from '@freight/platform/testing';
import { useQuoteCalculator } from './use-quote-calculator';

/** The hook asks the API for staff's calculator setting: a store to keep the answer in. */
const withStore = () => {
  const store = createStore();
  return ({ children }: { children: ReactNode }) => createElement(AppProviders, { store, children });
};
const renderCalculator = () => renderHook(() => useQuoteCalculator(), { wrapper: withStore() });

describe('useQuoteCalculator', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi({ 'GET /api/calculator-settings': { body: { calculatorDistance: 'zip-difference' } } });
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    api.restore();
  });

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
    const { result } = renderCalculator();
    fill(result, serviceType, cargoType);
    act(() => result.current.calculate());
    expect(result.current.calculating).toBe(true);
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.calculating).toBe(false);
    expect(result.current.estimate).toBeNull();
  });

  it('ignores calculate() while inputs are missing', () => {
    const { result } = renderCalculator();
    act(() => result.current.calculate());
    expect(result.current.calculating).toBe(false);
  });
});
