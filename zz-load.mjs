import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '/work/main/scripts/chromium.mjs';
const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
const context = await browser.newContext({viewport:{width:1280,height:720}});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m=>[m.name,m.value]));
for (const clear of [true, false]) for (const route of ['/search?q=cron','/alerts/webhooks','/get-started/overview']) {
  let acc = {TaskDuration:0,ScriptDuration:0,LayoutDuration:0,RecalcStyleDuration:0}; let wall=0;
  for (let i=0;i<6;i++) {
    if (clear) await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    const a = await metric(); const t0=Date.now();
    await page.goto('http://127.0.0.1:4199'+route); await page.waitForLoadState('load');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const b = await metric(); wall += Date.now()-t0;
    if (i>0) for (const k in acc) acc[k]+= b[k]-a[k];
  }
  console.log(clear?'clear':'cache', route, 'wall', Math.round(wall/6), Object.entries(acc).map(([k,v])=>k+'='+Math.round(v*1000/5)).join(' '));
}
await browser.close();
