import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deadline } from './request-banners';

const NOW = new Date('2026-11-20T03:00:00Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString();

describe('additional-document deadline (spec 2 §4.4)', () => {
  it.each([
    [5, '(còn 5 ngày)', 'green'],
    [3, '(còn 3 ngày)', 'orange'],
    [1, '(còn 1 ngày)', 'orange'],
    [0, '(hôm nay)', 'orange'],
    [-2, '(đã quá 2 ngày)', 'red'],
  ])('%i days', (offset, label, tone) => {
    render(<Deadline date={day(offset)} now={NOW} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
    expect(screen.getByText(label)).toHaveClass(`days-left--${tone}`);
  });
});
