import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render-app';
import { LOAD_ERROR_TITLE, QueryState } from './query-state';

function Demo({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['demo'], queryFn: load });
  return <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>;
}

describe('QueryState', () => {
  it('shows a failed load inline with a retry that loads again', async () => {
    let callsSoFar = 0;
    const load = async () => {
      callsSoFar += 1;
      if (callsSoFar === 1) throw new ApiError(500, 'Lỗi máy chủ. Vui lòng thử lại sau.');
      return 'Đã tải';
    };
    renderWithProviders(<Demo load={load} />);
    expect(await screen.findByText(LOAD_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText('Lỗi máy chủ. Vui lòng thử lại sau.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getByText('Đã tải')).toBeInTheDocument());
    expect(callsSoFar).toBe(2);
  });

  it('offers no retry for something that does not exist (404)', async () => {
    renderWithProviders(<Demo load={() => Promise.reject(new ApiError(404, 'Không tìm thấy dữ liệu!'))} />);
    expect(await screen.findByText('Không tìm thấy dữ liệu!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });
});
