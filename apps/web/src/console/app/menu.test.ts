import { OPERATOR_ROLE_PERMISSIONS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { selectedMenuKey, visibleMenu } from './menu';

const groups = (permissions: readonly string[]) => visibleMenu(permissions).map((e) => e.label);

describe('the tender desk in the console menu', () => {
  it("shows 'Đấu thầu' to the roles holding tenders.view, and to no other", () => {
    expect(groups(OPERATOR_ROLE_PERMISSIONS.tender_officer)).toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.accountant)).toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.administrator)).toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.customer_care)).not.toContain('Đấu thầu');
    expect(groups(OPERATOR_ROLE_PERMISSIONS.content_editor)).not.toContain('Đấu thầu');
  });

  it('a post, its form and the categories light the right entry', () => {
    expect(selectedMenuKey('/quan-tri/dau-thau/12')).toBe('tenders');
    expect(selectedMenuKey('/quan-tri/dau-thau/tao-moi')).toBe('tenders');
    expect(selectedMenuKey('/quan-tri/dau-thau/linh-vuc')).toBe('tenderCategories');
  });
});
