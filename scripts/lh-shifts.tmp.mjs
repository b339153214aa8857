import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
const require = createRequire('/work/main/e2e/package.json');
const { chromium } = require('@playwright/test');
const url = process.argv[2]; const n = Number(process.argv[3] ?? 3);
const port = 9333 + Math.floor(Math.random() * 100);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [`--remote-debugging-port=${port}`] });
for (let i = 0; i < n; i++) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const trace = result.artifacts.Trace.traceEvents;
  const nav = trace.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const t0 = nav?.ts ?? 0;
  console.log('run', i, 'CLS', result.lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3), 'trace end', ((trace.at(-1).ts - t0) / 1000).toFixed(0));
  for (const e of trace.filter((e) => e.name === 'LayoutShift')) {
    const d = e.args.data;
    console.log(`  @${((e.ts - t0) / 1000).toFixed(0)} score=${d.score?.toFixed(4)} input=${d.had_recent_input}`, JSON.stringify((d.impacted_nodes ?? []).slice(0, 4)));
  }
  // what happened around: user timing / scroll / EventDispatch
  for (const e of trace.filter((e) => ['ScrollLayer', 'EventDispatch'].includes(e.name) && e.args?.data?.type && !['load','DOMContentLoaded','readystatechange','visibilitychange','pageshow','message','error','progress','loadend','loadstart','beforeunload','unload','pagehide','focus','blur','freeze','resume'].includes(e.args.data.type)).slice(0, 10)) console.log('   evt', ((e.ts - t0) / 1000).toFixed(0), e.args.data.type);
}
await browser.close();
