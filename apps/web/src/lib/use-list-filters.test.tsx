import { orderEndpoints, personnelRoleEndpoints, tenderingPartnerEndpoints } from '@portal/contract';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListFilterOptions, listFiltersCodec, presetOf, useListFilters } from './use-list-filters';

const ORDERS = orderEndpoints.list.query;
type Filters = { page: number; limit: number; search?: string | undefined } & Record<string, unknown>;
const FIRST: Filters = { page: 1, limit: 10 };
const PATIENT = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const params = (query: string) => new URLSearchParams(query);

describe('listFiltersCodec: the address read with the list endpoint’s query schema', () => {
  const orders = listFiltersCodec(ORDERS, FIRST);

  it('gives the defaults for a bare address, and every filter typed as the server reads it', () => {
    expect(orders.read(params(''))).toEqual(FIRST);
    expect(
      orders.read(
        params(
          `Status=4&MinServiceTotal=0&MaxServiceTotal=500000&DateOfMedical=2030/03/12&search=%20Khoa%20&patientId=${PATIENT}&page=3&limit=50`,
        ),
      ),
    ).toEqual({
      page: 3,
      limit: 50,
      Status: 4,
      MinServiceTotal: 0,
      MaxServiceTotal: 500_000,
      DateOfMedical: '2030-03-12',
      search: 'Khoa',
      patientId: PATIENT,
    });
  });

  it('keeps the address’s order after the defaults (the request lists the filters as they were chosen)', () => {
    expect(Object.keys(orders.read(params('Result=DA_CO_KET_QUA&page=2&Status=4')))).toEqual(['page', 'limit', 'Result', 'Status']);
  });

  it('leaves at its default what the server would refuse, and keeps the rest of the link', () => {
    expect(orders.read(params('page=-2&limit=abc&Status=9&Result=x&DateOfMedical=31-12-2030&patientId=42&search='))).toEqual(FIRST);
    expect(orders.read(params(`search=${'x'.repeat(51)}&Status=4`))).toEqual({ ...FIRST, Status: 4 });
    // A rule across fields: the range's high end below its low end is dropped, its low end kept.
    expect(orders.read(params('MinServiceTotal=600000&MaxServiceTotal=100'))).toEqual({ ...FIRST, MinServiceTotal: 600_000 });
    // A name the list does not have is not a filter.
    expect(orders.read(params('tab=danh-sach&letter=1&foo=bar'))).toEqual(FIRST);
  });

  it('reads yes/no values as booleans and falls back to a default that is not undefined', () => {
    const bids = listFiltersCodec(tenderingPartnerEndpoints.list.query, { ...FIRST, mine: true });
    expect(bids.read(params('mine=false&status=2'))).toEqual({ ...FIRST, mine: false, status: 2 });
    expect(bids.read(params('mine=maybe'))).toEqual({ ...FIRST, mine: true });
    // A field that parses the text alone ('true'/'false', not a boolean) reads as well.
    const roles = listFiltersCodec(personnelRoleEndpoints.list.query, FIRST);
    expect(roles.read(params('active=false&search=x'))).toEqual({ ...FIRST, active: false, search: 'x' });
  });

  it('writes only what differs from the defaults, keeping the page’s other parameters', () => {
    const filters = { page: 1, limit: 10, Status: 4, search: undefined, DateOfMedical: '2030-03-12' };
    expect(orders.write(filters, params('tab=danh-sach&Status=1&page=4&letter=7')).toString()).toBe(
      'tab=danh-sach&letter=7&Status=4&DateOfMedical=2030-03-12',
    );
    expect(orders.write({ ...FIRST, page: 2, limit: 20 }, params('')).toString()).toBe('page=2&limit=20');
    const roles = listFiltersCodec(personnelRoleEndpoints.list.query, FIRST);
    expect(roles.write({ ...FIRST, active: false }, params('')).toString()).toBe('active=false');
    const bids = listFiltersCodec(tenderingPartnerEndpoints.list.query, { ...FIRST, mine: true });
    expect(bids.write({ ...FIRST, mine: true }, params('')).toString()).toBe('');
    expect(bids.write({ ...FIRST, mine: false }, params('')).toString()).toBe('mine=false');
  });

  it('reads back what it wrote', () => {
    const filters = {
      page: 2,
      limit: 50,
      Status: 4,
      Result: 'DA_CO_KET_QUA',
      MinConsultationFee: 100_000,
      DateOfMedical: '2030-03-12',
      search: 'Phạm & Khoa',
      patientId: PATIENT,
    };
    expect(orders.read(orders.write(filters, params('tab=x')))).toEqual(filters);
  });

  it('renames and prefixes the names, and leaves the screen’s fixed values out of the address', () => {
    const named = listFiltersCodec(ORDERS, FIRST, { names: { patientId: 'benh-nhan' }, prefix: 'a.', fixed: { Status: 4 } });
    expect(named.read(params(`a.benh-nhan=${PATIENT}&patientId=${PATIENT}&a.page=2&page=3&a.Status=1`))).toEqual({
      ...FIRST,
      page: 2,
      patientId: PATIENT,
    });
    expect(named.write({ ...FIRST, page: 2, patientId: PATIENT, Status: 4 }, params('page=3')).toString()).toBe(
      `page=3&a.page=2&a.benh-nhan=${PATIENT}`,
    );
  });
});

describe('presetOf', () => {
  const presets = [
    { key: 'lt500k', from: 0, to: 500_000 },
    { key: 'gt1m', from: 1_000_000, to: null },
  ];
  it('finds the preset whose bounds the filters are, none without bounds', () => {
    expect(presetOf(presets, 0, 500_000)?.key).toBe('lt500k');
    expect(presetOf(presets, 1_000_000, undefined)?.key).toBe('gt1m');
    expect(presetOf(presets, 0, 400_000)).toBeUndefined();
    expect(presetOf(presets, undefined, undefined)).toBeUndefined();
  });
});

type OrderFilters = Filters;
type Hook = ReturnType<typeof useListFilters<OrderFilters>>;

/** The hook on a page of an in-memory router at `url`; `hooks[name]` is its latest answer. */
function renderList(url: string, lists: Record<string, ListFilterOptions<OrderFilters>>) {
  const hooks: Record<string, Hook> = {};
  function Probe({ name, options }: { name: string; options: ListFilterOptions<OrderFilters> }) {
    const hook = useListFilters<OrderFilters>(FIRST, options);
    hooks[name] = hook;
    return null;
  }
  function Page() {
    return (
      <>
        {Object.entries(lists).map(([name, options]) => (
          <Probe key={name} name={name} options={options} />
        ))}
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/', Component: Page }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { router, hooks, search };
}

describe('useListFilters', () => {
  const url = { query: ORDERS, searchDelay: 1 } satisfies ListFilterOptions<OrderFilters>;

  it('starts from the address: the filters, the page and the search box’s text', async () => {
    const { hooks } = renderList('/?Status=4&page=3&search=Khoa', { list: url });
    await waitFor(() => expect(hooks.list?.filters).toEqual({ page: 3, limit: 10, Status: 4, search: 'Khoa' }));
    expect(hooks.list?.searchText).toBe('Khoa');
    expect(hooks.list?.paging).toMatchObject({ page: 3, limit: 10 });
  });

  it('a chosen filter or page is a new entry, back on page 1 for a filter; Back shows the list before', async () => {
    const { router, hooks, search } = renderList('/?tab=danh-sach', { list: url });
    await waitFor(() => expect(hooks.list).toBeDefined());
    act(() => hooks.list?.paging.onPage(3, 10));
    await waitFor(() => expect(search()).toBe('?tab=danh-sach&page=3'));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => hooks.list?.setFilter({ Status: 4 }));
    await waitFor(() => expect(search()).toBe('?tab=danh-sach&Status=4'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(hooks.list?.filters).toEqual({ page: 1, limit: 10, Status: 4 });

    act(() => void router.navigate(-1));
    await waitFor(() => expect(hooks.list?.filters).toEqual({ page: 3, limit: 10 }));
  });

  it('typing replaces the entry once it pauses (page 1); Back and a cleared filter put the box back in step', async () => {
    const { router, hooks, search } = renderList('/', { list: url });
    await waitFor(() => expect(hooks.list).toBeDefined());
    act(() => hooks.list?.setFilter({ Status: 4 }));
    await waitFor(() => expect(search()).toBe('?Status=4'));
    act(() => hooks.list?.paging.onPage(2, 10));
    await waitFor(() => expect(search()).toBe('?page=2&Status=4'));

    act(() => hooks.list?.setSearchText('  Khoa '));
    await waitFor(() => expect(search()).toBe('?Status=4&search=Khoa'));
    expect(router.state.historyAction).toBe('REPLACE');
    // What was typed stays as typed: the address's arrival does not rewrite the box.
    expect(hooks.list?.searchText).toBe('  Khoa ');

    // Back skips the replaced entry: page 1 of Status 4, with no search in the box.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(search()).toBe('?Status=4'));
    await waitFor(() => expect(hooks.list?.searchText).toBe(''));
    act(() => void router.navigate(1));
    await waitFor(() => expect(hooks.list?.searchText).toBe('Khoa'));

    act(() => hooks.list?.setFilters((f) => ({ page: 1, limit: f.limit })));
    await waitFor(() => expect(search()).toBe(''));
    expect(hooks.list?.searchText).toBe('');
  });

  it('two changes of one click both count', async () => {
    const { hooks, search } = renderList('/?tab=x', { list: url });
    await waitFor(() => expect(hooks.list).toBeDefined());
    act(() => {
      hooks.list?.setFilter({ Status: 4 });
      hooks.list?.setFilter({ Result: 'DA_CO_KET_QUA' });
    });
    await waitFor(() => expect(search()).toBe('?tab=x&Status=4&Result=DA_CO_KET_QUA'));
  });

  it('two lists on one page keep apart by their prefixes', async () => {
    const { hooks, search } = renderList('/?a.Status=4&b.page=2', {
      a: { ...url, prefix: 'a.' },
      b: { ...url, prefix: 'b.' },
    });
    await waitFor(() => expect(hooks.b?.filters).toEqual({ page: 2, limit: 10 }));
    expect(hooks.a?.filters).toEqual({ page: 1, limit: 10, Status: 4 });
    act(() => hooks.b?.setFilter({ Status: 1 }));
    await waitFor(() => expect(search()).toBe('?a.Status=4&b.Status=1'));
    expect(hooks.a?.filters).toEqual({ page: 1, limit: 10, Status: 4 });
    expect(hooks.b?.filters).toEqual({ page: 1, limit: 10, Status: 1 });
  });

  it('without a query schema the filters stay in the component (a drawer’s list)', async () => {
    const { hooks, search } = renderList('/?Status=4', { list: { query: null, searchDelay: 1 } });
    await waitFor(() => expect(hooks.list?.filters).toEqual(FIRST));
    act(() => hooks.list?.setFilter({ Result: 'DA_CO_KET_QUA' }));
    act(() => hooks.list?.setSearchText('Khoa'));
    await waitFor(() => expect(hooks.list?.filters).toEqual({ ...FIRST, Result: 'DA_CO_KET_QUA', search: 'Khoa' }));
    expect(search()).toBe('?Status=4');
  });

  it('sends the screen’s fixed values and never reads them from the address', async () => {
    const { hooks, search } = renderList('/?Status=1&page=2', { list: { ...url, fixed: { Status: 4 } } });
    await waitFor(() => expect(hooks.list?.filters).toEqual({ page: 2, limit: 10, Status: 4 }));
    act(() => hooks.list?.paging.onPage(3, 10));
    await waitFor(() => expect(search()).toBe('?Status=1&page=3'));
  });
});
