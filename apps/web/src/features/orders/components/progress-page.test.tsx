import { ORDER_LIMITS, ORDER_TEXT, type PublicProgress } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_TITLES } from '@/app/page-titles';
import { ApiError } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { progressPollInterval, publicProgressQueryOptions } from '../api/get-public-progress';

const TOKEN = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f';

const progress = (over: Partial<PublicProgress> = {}): PublicProgress => ({
  appointmentId: 'LH-0000123',
  patientName: 'P.M. Khoa',
  methodType: 'HOME',
  appointmentDate: '2030-03-12 09:00',
  statusAppointment: 3,
  statusAppointmentName: 'Đang thực hiện',
  statusHisStr: 'CHUA_CO_KET_QUA',
  statusHisName: 'Chưa có kết quả',
  currentStep: 'SAMPLE_TAKEN',
  steps: [
    { key: 'BOOKED', name: 'Đặt lịch', at: '2026-03-10T01:05:00.000Z', done: true },
    { key: 'SAMPLE_TAKEN', name: 'Đã lấy mẫu', at: '2026-03-12T02:20:00.000Z', done: true },
    { key: 'IN_LAB', name: 'Đang xét nghiệm', at: null, done: false },
    { key: 'RESULT_READY', name: 'Có kết quả', at: null, done: false },
  ],
  cancelled: false,
  updatedAt: '2026-03-12T02:20:00.000Z',
  ...over,
});

describe('public progress page (/tien-trinh/{token})', () => {
  beforeEach(() => setSession({ token: 'tok', type: 'collaborator', isSubUser: false }));

  it('shows the four steps with their times, alone in its frame (no header, footer or popup)', async () => {
    const { calls } = stubApi((url) => (url === `/api/partner/progress/${TOKEN}` ? jsonResponse({ data: progress() }) : undefined));
    renderApp(`/tien-trinh/${TOKEN}`);
    const card = await screen.findByRole('region', { name: 'Tiến trình xét nghiệm' });
    expect(within(card).getByText(/LH-0000123 · P\.M\. Khoa · 12\/03\/2030 09:00/)).toBeInTheDocument();
    const steps = [...card.querySelectorAll('.ant-steps-item')].map((s) => s.textContent);
    expect(steps).toEqual([
      expect.stringContaining('Đặt lịch10/03/2026 08:05'),
      expect.stringContaining('Đã lấy mẫu12/03/2026 09:20'),
      expect.stringContaining('Đang xét nghiệmChưa thực hiện'),
      expect.stringContaining('Có kết quảChưa thực hiện'),
    ]);
    expect(card.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
    expect(card.querySelector('.ant-steps-item-process')).toHaveTextContent('Đã lấy mẫu');
    expect(document.querySelector('.site-header')).toBeNull();
    expect(document.querySelector('.site-footer, footer')).toBeNull();
    expect(calls.some((c) => c.url.includes('/popup/'))).toBe(false);
    // Its head's title (spelled in the route table's titles) is the page's own.
    expect(CONTENT_TITLES.progress).toBe(ORDER_TEXT.progressTitle);
  });

  it('marks a cancelled order', async () => {
    stubApi((url) =>
      url.includes('/api/partner/progress/') ? jsonResponse({ data: progress({ cancelled: true, statusAppointment: 5 }) }) : undefined,
    );
    renderApp(`/tien-trinh/${TOKEN}`);
    expect(await screen.findByText('Lịch hẹn đã hủy')).toBeInTheDocument();
  });

  it('says so when the link names no order', async () => {
    stubApi();
    renderApp(`/tien-trinh/${'x'.repeat(43)}`);
    expect(await screen.findByText('Không tìm thấy tiến trình xét nghiệm của liên kết này')).toBeInTheDocument();
  });

  it('is read again every 10 s through the query cache, but not for a link that names nothing (404)', () => {
    expect(publicProgressQueryOptions(TOKEN).refetchInterval).toBeTypeOf('function');
    expect(progressPollInterval(null)).toBe(ORDER_LIMITS.progressPollMs);
    expect(progressPollInterval(new ApiError(0, 'Mất kết nối'))).toBe(ORDER_LIMITS.progressPollMs);
    expect(progressPollInterval(new ApiError(404, 'Không tìm thấy'))).toBe(false);
  });
});
