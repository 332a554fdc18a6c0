import type { DeskSubmissionDetail } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { SubmissionDrawer } from './submission-drawer';

const now = new Date().toISOString();
const detail: DeskSubmissionDetail = {
  sealed: true,
  closeDate: '2030-05-01T03:00:00.000Z',
  bidPostName: 'Mua sắm máy nội soi',
  informations: [],
  submission: {
    id: 's1',
    bidPostId: 5,
    provider: { id: 'p1', code: 'NCC01', name: 'Công ty Minh An' },
    status: 1,
    name: 'Công ty Minh An',
    taxCode: '0312345678',
    representative: 'Nguyễn Văn A',
    price: null,
    discount: null,
    shippingMethod: null,
    contactName: 'Nguyễn Văn A',
    contactPhone: '0901234567',
    contactEmail: 'a@ncc.vn',
    contactPosition: 'Giám đốc',
    note: null,
    files: [],
    progress: [],
    customValues: [],
    createdAt: now,
    updatedAt: now,
  },
  requests: [
    {
      id: 'r1',
      type: 2,
      submissionId: 's1',
      providerName: 'Công ty Minh An',
      createdByType: 'CMS',
      title: 'Yêu cầu bổ sung hồ sơ',
      content: 'Bổ sung báo cáo tài chính',
      dateRequest: null,
      dateMeet: null,
      dateRequired: '2030-04-20',
      address: null,
      nameContact: null,
      phoneContact: null,
      note: null,
      additional: [1],
      status: 1,
      creationTime: now,
      files: [],
      replies: [{ id: 'p1', content: null, replyStatus: null, createdByType: 'Partner', creationTime: now, files: [] }],
      sealed: true,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('SubmissionDrawer', () => {
  it("while sealed: the provider, its status and the desk's request; the price and the provider's reply say sealed", async () => {
    mockFetch(() => jsonResponse({ data: detail }));
    renderConsole(<SubmissionDrawer submissionId="s1" canManage={false} onClose={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Công ty Minh An' })).toBeInTheDocument();
    expect(screen.getByText(/^Hồ sơ được niêm phong đến 01\/05\/2030/)).toBeInTheDocument();
    expect(screen.getAllByText('Niêm phong')).toHaveLength(2);
    expect(screen.getByText('Bổ sung báo cáo tài chính')).toBeInTheDocument();
    expect(screen.getByText('Niêm phong đến hạn đóng thầu')).toBeInTheDocument();
  });
});
