import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { startServer } from './lib/server.ts';
import { DEFAULT_DIST } from './bundle-budget.ts';
const server = await startServer({ webDist: DEFAULT_DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const url of process.argv.slice(2)) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(server.baseUrl + url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const self = new Map<string, number>();
    const dt = profile.timeDeltas as number[];
    profile.samples.forEach((id: number, i: number) => {
      const n = byId.get(id);
      const cf = n.callFrame;
      const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log('==', url);
    for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
