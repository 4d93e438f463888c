/**
 * `npx tsx tests/bench/lighthouse.ts <baseUrl> [runs] [--warm] [--email=...] [--reports=<dir>]`: the Lighthouse figures
 * of lighthouse-figures.ts against a server that is already running (e.g. `PORT=4610 npm start`),
 * printed as the bench's table with the failing audits and top boot-up scripts of every run.
 * Signs in as the demo technician (lands on the devices overview) unless `--email` says otherwise.
 * `--reports=<dir>` keeps every run's full Lighthouse JSON there. `--warm` also measures the devices overview with the login's service worker and caches kept.
 */
import { renderTable } from './bench-stats';
import { demoAccounts, demoPassword } from '../browser/demo-login';
import {
  describeFailing,
  lighthouseBenchFigures,
  lighthouseLogin,
  lighthouseSignedIn,
  type LighthousePage,
} from './lighthouse-figures';

const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const baseUrl = (positional[0] ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const runs = Math.max(1, Number(positional[1] ?? 1));
const warm = process.argv.includes('--warm');
const email = process.argv.find((arg) => arg.startsWith('--email='))?.slice(8) ?? demoAccounts.technician;
const credentials = { email, password: demoPassword };
const reportDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice(10);
const options = reportDir === undefined ? {} : { reportDir };

function describe(page: LighthousePage): string {
  const scores = Object.entries(page.scores)
    .map(([category, score]) => `${category} ${score}`)
    .join(', ');
  const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
  return [
    `${page.path}${page.signedIn ? ' (signed in)' : ''} -> ${page.finalUrl}`,
    `  scores: ${scores}`,
    `  FCP ${ms(page.fcpMs)}, LCP ${ms(page.lcpMs)}, TBT ${ms(page.tbtMs)}, TTI ${ms(page.ttiMs)}, SI ${ms(page.speedIndexMs)}, CLS ${page.cls.toFixed(3)}`,
    `  boot-up ${ms(page.bootupMs)}, main thread ${ms(page.mainThreadMs)}, unused JS ${Math.round(page.unusedJsKb)} KB, transfer ${Math.round(page.transferKb)} KB, benchmarkIndex ${Math.round(page.benchmarkIndex)}`,
    `  top boot-up: ${page.topBootup.map((script) => `${script.url.replace(baseUrl, '')} ${script.totalMs} ms (scripting ${script.scriptingMs}, parse ${script.parseCompileMs})`).join('; ')}`,
    `  below 0.9: ${describeFailing(page, 30) || 'none'}`,
    ...(page.warnings.length > 0 ? [`  warnings: ${page.warnings.join(' | ')}`] : []),
  ].join('\n');
}

const byPage = new Map<string, LighthousePage[]>();
const record = (page: LighthousePage) => {
  byPage.set(page.name, [...(byPage.get(page.name) ?? []), page]);
  process.stdout.write(`${describe(page)}\n`);
};
for (let run = 1; run <= runs; run += 1) {
  process.stdout.write(`\n# run ${run} of ${runs}\n`);
  record(await lighthouseLogin(baseUrl, options));
  record(await lighthouseSignedIn(baseUrl, credentials, options));
  if (warm) record(await lighthouseSignedIn(baseUrl, credentials, { ...options, warm: true }));
}
const figures = [...byPage.values()].flatMap((pages) => lighthouseBenchFigures(pages));
process.stdout.write(`\n${renderTable(figures)}\n`);
