import { type Popup, POPUP_DONT_SHOW_KEY, POPUP_TEXT } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { useCurrentPopup } from '../api/get-current-popup';
import { PopupBanner } from './popup-banner';

/** Says when the popup's answer is in: the banner reads the same query, so it has drawn that answer in the same pass. */
function AnswerSeen() {
  const query = useCurrentPopup('provider');
  return query.isFetched ? <output>answer seen</output> : null;
}

/** The banner, once it has drawn the popup's answer (whatever that answer makes it show). */
async function renderBannerUntilAnswered() {
  renderWithProviders(
    <>
      <PopupBanner type="provider" />
      <AnswerSeen />
    </>,
  );
  await screen.findByText('answer seen');
}

const DAY = 24 * 3600_000;
let serial = 0;
// A fresh id each time: a popup closed in one test stays closed for this page load (module state).
const popup = (over: Partial<Popup> = {}): Popup => ({
  id: `p${++serial}`,
  name: 'Ưu đãi tháng 10',
  content: '<p>Giảm <strong>20%</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
  link: 'https://ytesaigon.vn/goi-kham',
  media: { fullPath: '/popup-uu-dai.png' },
  active: true,
  startTime: new Date(Date.now() - DAY).toISOString(),
  endTime: new Date(Date.now() + DAY).toISOString(),
  ...over,
});

const answer = (data: Popup | null, status = 200) =>
  mockFetch((url) =>
    url.startsWith('/api/partner/popup/current')
      ? jsonResponse(status === 200 ? { data } : { message: 'Lỗi' }, status)
      : /\/api\/partner\/popup\/[^/]+\/dismiss$/.test(url)
        ? jsonResponse({ data: null, message: 'Đã ẩn popup' })
        : jsonResponse({}, 404),
  );

/** The dismiss calls the banner made: which popup, and the body. */
const dismissals = (calls: { url: string; init: RequestInit }[]) =>
  calls
    .filter((c) => c.url.endsWith('/dismiss'))
    .map((c) => ({ url: c.url, method: c.init.method, body: JSON.parse(String(c.init.body)) as unknown }));

// The dialog's corner button is also "Đóng" (antd's Vietnamese texts): use the footer's.
const footerOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.popup-banner__footer') ?? dialog;

describe('popup banner (spec 1 §2.8, §4)', () => {
  it('shows the image, the purified content and the link', async () => {
    answer(popup());
    renderWithProviders(<PopupBanner type="provider" />);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByText('Ưu đãi tháng 10')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ưu đãi tháng 10' })).toHaveAttribute('src', '/popup-uu-dai.png');
    expect(screen.getByText('20%').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: POPUP_TEXT.details })).toHaveAttribute('href', 'https://ytesaigon.vn/goi-kham');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });

  it('closing without "Không hiển thị lại" keeps nothing locally and tells the server (its frequency decides)', async () => {
    const shown = popup();
    const { calls } = answer(shown);
    const notifier = spyNotifier();
    renderWithProviders(<PopupBanner type="provider" />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(footerOf(dialog)).getByRole('button', { name: POPUP_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(POPUP_DONT_SHOW_KEY)).toBeNull();
    await waitFor(() =>
      expect(dismissals(calls)).toEqual([
        { url: `/api/partner/popup/${shown.id}/dismiss`, method: 'POST', body: { dontShowAgain: false } },
      ]),
    );
    // Quiet: no "Thành công" notice for closing a banner.
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('"Không hiển thị lại" is kept under popup_dont_show and sent to the server', async () => {
    const shown = popup();
    const { calls } = answer(shown);
    renderWithProviders(<PopupBanner type="provider" />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(footerOf(dialog)).getByRole('checkbox', { name: POPUP_TEXT.dontShowAgain }));
    await userEvent.click(within(footerOf(dialog)).getByRole('button', { name: POPUP_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(POPUP_DONT_SHOW_KEY)).toBe('1');
    await waitFor(() => expect(dismissals(calls).map((d) => d.body)).toEqual([{ dontShowAgain: true }]));
  });

  it('the corner close button dismisses too', async () => {
    const shown = popup();
    const { calls } = answer(shown);
    renderWithProviders(<PopupBanner type="provider" />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(dismissals(calls)).toHaveLength(1));
  });

  it.each([
    ['the user chose not to see it again', popup(), () => window.localStorage.setItem(POPUP_DONT_SHOW_KEY, '1')],
    ['inactive', popup({ active: false }), () => {}],
    ['without an image', popup({ media: { fullPath: '' } }), () => {}],
    [
      'not started yet',
      popup({ startTime: new Date(Date.now() + DAY).toISOString(), endTime: new Date(Date.now() + 2 * DAY).toISOString() }),
      () => {},
    ],
    [
      'ended',
      popup({ startTime: new Date(Date.now() - 2 * DAY).toISOString(), endTime: new Date(Date.now() - DAY).toISOString() }),
      () => {},
    ],
    ['for another type (groupType 2 = company, user is a provider)', popup({ groupType: 2 }), () => {}],
    ['none', null, () => {}],
  ] as const)('shows nothing when %s', async (_label, data, arrange) => {
    arrange();
    const { calls } = answer(data);
    await renderBannerUntilAnswered();
    expect(calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a popup for the user's own groupType (1 = provider)", async () => {
    answer(popup({ groupType: 1 }));
    renderWithProviders(<PopupBanner type="provider" />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('a failed fetch shows nothing, not even a notice (spec 1 §8)', async () => {
    const notifier = spyNotifier();
    const { calls } = answer(null, 500);
    await renderBannerUntilAnswered();
    expect(calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('popup banner in the app', () => {
  const popupRoute = (url: string) => (url.startsWith('/api/partner/popup/current') ? jsonResponse({ data: popup() }) : undefined);

  it('appears over the home page for a logged-in partner', async () => {
    setSession({ token: 'tok-p', type: 'provider', isSubUser: false });
    stubApi(popupRoute);
    renderApp('/');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ưu đãi tháng 10');
  });

  it('is not asked for by a visitor', async () => {
    const { calls } = stubApi(popupRoute);
    renderApp('/');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/partner/footer/list'))).toBe(true));
    expect(calls.some((c) => c.url.startsWith('/api/partner/popup/current'))).toBe(false);
  });
});
