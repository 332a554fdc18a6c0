import { render } from '@testing-library/react';
import { Space } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { failOnAntdDeprecations, takeAntdDeprecations, watchAntdDeprecations } from './antd-deprecations';

/** Runs `act` with the console's `level` printing into a mock, watched as the setup watches it. */
function withPrinter(level: 'error' | 'warn', act: () => void) {
  const watched = console[level];
  const print = vi.fn();
  console[level] = print;
  try {
    watchAntdDeprecations();
    act();
  } finally {
    console[level] = watched;
  }
  return print;
}

describe('the guard against antd deprecations (setup.ts)', () => {
  it('notes what antd prints for a deprecated prop, and still prints it and every other line', () => {
    const print = withPrinter('error', () => {
      // The deprecated prop on purpose: what antd prints for it is what the guard must recognise.
      render(
        <Space direction="vertical">
          <span>a</span>
        </Space>,
      );
      console.error('Warning: Each child in a list should have a unique "key" prop.');
    });
    expect(takeAntdDeprecations()).toEqual(['Warning: [antd: Space] `direction` is deprecated. Please use `orientation` instead.']);
    expect(print).toHaveBeenCalledTimes(2);
  });

  it("notes antd's summary under a lenient ConfigProvider and a deprecated component, not antd's other warnings", () => {
    withPrinter('warn', () => console.warn('[antd] There exists deprecated usage in your code:', { Modal: ['x'] }));
    withPrinter('error', () => {
      console.error('Warning: [antd: List] The `List` component is deprecated and will be removed in the next major version.');
      console.error('Warning: [antd: Descriptions] Sum of column `span` in a line not match `column` of Descriptions.');
    });
    expect(takeAntdDeprecations()).toHaveLength(2);
  });

  it('fails the test with the warnings it saw, once each', () => {
    withPrinter('error', () => {
      console.error('Warning: [antd: Tag] `bordered={false}` is deprecated. Please use `variant="filled"` instead.');
      console.error('Warning: [antd: Tag] `bordered={false}` is deprecated. Please use `variant="filled"` instead.');
    });
    expect(failOnAntdDeprecations).toThrow(/^antd printed a deprecation warning \(use the API it names\):\nWarning: \[antd: Tag\][^\n]*$/);
    expect(failOnAntdDeprecations).not.toThrow();
  });
});
