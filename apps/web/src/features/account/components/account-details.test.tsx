import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoProfile } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render-app';
import { AccountDetails } from './account-page';

const roleRow = () => screen.getByText('Vai trò').closest('tr');

describe('the account page details: the role row', () => {
  it("shows a sub-user's personnel role (marked when inactive) and the main account as such", () => {
    const staff = { ...demoProfile, isSubUser: true, personnelRole: { id: 'r', name: 'Chuyên viên đấu thầu', active: true } };
    const view = renderWithProviders(<AccountDetails profile={staff} />);
    expect(roleRow()).toHaveTextContent('Chuyên viên đấu thầu');
    view.unmount();
    const inactive = renderWithProviders(
      <AccountDetails profile={{ ...staff, personnelRole: { ...staff.personnelRole, active: false } }} />,
    );
    expect(roleRow()).toHaveTextContent('Chuyên viên đấu thầu (ngừng hoạt động)');
    inactive.unmount();
    renderWithProviders(<AccountDetails profile={demoProfile} />);
    expect(roleRow()).toHaveTextContent('Tài khoản chính (toàn quyền)');
  });
});
