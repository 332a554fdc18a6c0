import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:3200';
const path = process.argv[2] ?? '/quan-tri';
const who = process.env.AS ?? 'admin_demo';
const type = process.env.TYPE ?? 'operator';
const loginPath = type === 'operator' ? '/api/admin/auth/login' : `/api/partner/${type}/auth/login`;
const login = await fetch(`${base}${loginPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: who, password: 'Demo@123' }) });
const token = ((await login.json()) as any).data.token;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' });
if (type !== 'operator') await ctx.addCookies([{ name: 'portal_signed_in', value: type, url: base }, { name: 'portal_session', value: encodeURIComponent(token), url: base, sameSite: 'Strict' }]);
await ctx.addInitScript(([t, ty]) => { if (ty === 'operator') localStorage.setItem('portal.console.session', JSON.stringify({ token: t })); else { localStorage.setItem('portal.session', JSON.stringify({ token: t, type: ty, isSubUser: false })); localStorage.setItem('popup_dont_show', '1'); } (window as any).__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true }); }, [token, type]);
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + path);
await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert') && !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 60000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const lts = await page.evaluate(() => (window as any).__lt as [number, number][]);
const navStart = await page.evaluate(() => performance.timeOrigin * 1000);
// map samples to time
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime;
const samples = profile.samples!.map((id, i) => { t += profile.timeDeltas![i]; return { id, t }; });
const tasks: { a: number; b: number; idx: number[] }[] = [];
let cur: { a: number; b: number; idx: number[] } | null = null;
samples.forEach((s, i) => {
  const n: any = byId.get(s.id);
  const idle = n.callFrame.functionName === '(idle)';
  if (idle) { if (cur) { tasks.push(cur); cur = null; } return; }
  if (!cur) cur = { a: s.t, b: s.t, idx: [] };
  cur.b = s.t; cur.idx.push(i);
});
if (cur) tasks.push(cur);
console.log('long tasks (page):', lts.map(([a, d]) => `${a.toFixed(0)}:${d.toFixed(0)}`).join(' '));
for (const task of tasks.sort((x, y) => (y.b - y.a) - (x.b - x.a)).slice(0, 4)) {
  const self = new Map<string, number>(); const incl = new Map<string, number>();
  for (const i of task.idx) {
    const s = samples[i]; const dt = (profile.timeDeltas![i + 1] ?? 200) / 1000;
    const n: any = byId.get(s.id); const cf = n.callFrame;
    const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + dt);
    const seen = new Set<string>(); let id: number | undefined = s.id;
    while (id !== undefined) { const nn: any = byId.get(id); const kk = `${nn.callFrame.functionName || '(anon)'} ${nn.callFrame.url.split('/').pop()}`; if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + dt); } id = parent.get(id); }
  }
  console.log(`\n== task at ${((task.a - profile.startTime) / 1000).toFixed(0)} ms, ${((task.b - task.a) / 1000).toFixed(0)} ms`);
  console.log(' self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
  console.log(' incl:', [...incl].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
}
await browser.close();
