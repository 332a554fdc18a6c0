import type { Footer, Profile } from '@portal/contract';
import { jsonResponse, mockFetch } from './fetch-mock';

export const demoFooter = {
  headerHotlinePhone: '1900 1234',
  copyright: '© Cổng đối tác',
} satisfies Footer;

export const demoProfile = {
  id: 'u1',
  type: 'provider',
  username: 'ncc_demo',
  isSubUser: false,
  code: 'NCC-0001',
  email: 'ncc@example.vn',
  phone: '0912345678',
  name: 'Nhà cung cấp Demo',
  parentName: null,
  representative: 'Trần Thị B',
  taxCode: '0101234567',
  address: null,
  province: null,
  introducerName: null,
  lastLoginAt: null,
  personnelRole: null,
  // A main account holds every permission (the server lists every key; screens only ask sub-users' profiles).
  permissions: [],
} satisfies Profile;

/** A Server-Sent Events answer that has connected and says nothing more. */
const quietStream = () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(': connected\n\n')),
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/**
 * A fake API: footer, version and profile answer by default; `routes` handle the rest.
 * Unknown calls get a 404 so a test never hangs on them.
 */
export function stubApi(...routes: Route[]) {
  return mockFetch((url, init) => {
    for (const route of routes) {
      const answer = route(url, init);
      if (answer) return answer;
    }
    // The live stream (lib/live-updates.ts) opens and stays quiet.
    if (url === '/api/partner/live' || url === '/api/admin/live') return quietStream();
    if (url.startsWith('/api/partner/footer/list')) return jsonResponse({ data: demoFooter });
    if (url.startsWith('/version.json')) return jsonResponse({ version: '2025.09.17.00' });
    if (/\/api\/partner\/v1\/\w+\/profile$/.test(url)) return jsonResponse({ data: demoProfile });
    // /tai-khoan's push devices: none registered.
    if (url.startsWith('/api/partner/device-tokens/user/')) return jsonResponse({ data: [] });
    return jsonResponse({ message: 'Không tìm thấy' }, 404);
  });
}
