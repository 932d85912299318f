// The figures `npm run lighthouse` reads from each Lighthouse report (LHR), their medians over a
// page's runs, and how it prints them: the page's score and metrics, and what judges the work
// itself on the machine it ran on: the host's benchmarkIndex, the main thread's work by category,
// the boot-up time of each script, the long tasks and the JavaScript transferred.

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const items = (audit) => audit?.details?.items ?? [];
const kb = (bytes) => bytes / 1024;

/** A script's name without its origin (and the inline scripts by their page). */
const scriptName = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** The figures of one run. */
export function runFigures({ categories, audits, environment, configSettings }) {
  const longTasks = items(audits['long-tasks']);
  const script = items(audits['resource-summary']).find((item) => item.resourceType === 'script');
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: environment.benchmarkIndex,
    cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier,
    mainThread: audits['mainthread-work-breakdown'].numericValue,
    mainThreadByCategory: Object.fromEntries(items(audits['mainthread-work-breakdown']).map((item) => [item.groupLabel, item.duration])),
    bootup: Object.fromEntries(
      items(audits['bootup-time']).map((item) => [
        scriptName(item.url),
        { total: item.total, scripting: item.scripting, parse: item.scriptParseCompile },
      ]),
    ),
    longTasks: { count: longTasks.length, total: longTasks.reduce((sum, task) => sum + task.duration, 0) },
    scriptKb: kb(script?.transferSize ?? 0),
  };
}

/** The median of every figure over a page's runs (per category and per script where they are named). */
export function medianFigures(runs) {
  const pick = (read) => median(runs.map(read));
  const keysOf = (read) => [...new Set(runs.flatMap((run) => Object.keys(read(run))))];
  return {
    score: pick((run) => run.score),
    fcp: pick((run) => run.fcp),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    cpuSlowdown: pick((run) => run.cpuSlowdown),
    mainThread: pick((run) => run.mainThread),
    mainThreadByCategory: Object.fromEntries(
      keysOf((run) => run.mainThreadByCategory).map((key) => [key, pick((run) => run.mainThreadByCategory[key] ?? 0)]),
    ),
    bootup: Object.fromEntries(
      keysOf((run) => run.bootup).map((key) => [
        key,
        { total: pick((run) => run.bootup[key]?.total ?? 0), scripting: pick((run) => run.bootup[key]?.scripting ?? 0) },
      ]),
    ),
    longTasks: { count: pick((run) => run.longTasks.count), total: pick((run) => run.longTasks.total) },
    scriptKb: pick((run) => run.scriptKb),
  };
}

const ms = (value) => `${Math.round(value)} ms`;

/** The host and the work tables, after the scores. */
export function printWork(rows) {
  const indexes = rows.map((row) => row.benchmarkIndex);
  console.log(
    `\nHost: Lighthouse benchmarkIndex ${Math.round(median(indexes))} (median over the pages; ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`,
  );
  const categories = [...new Set(rows.flatMap((row) => Object.keys(row.mainThreadByCategory)))];
  console.log('\nMain-thread work (medians, under the CPU slowdown of the table above: the mobile preset’s 4×, unless --as-host)');
  console.table(
    rows.map((row) => ({
      ...(row.build ? { build: row.build } : {}),
      page: row.page,
      preset: row.preset,
      total: ms(row.mainThread),
      ...Object.fromEntries(categories.map((category) => [category, ms(row.mainThreadByCategory[category] ?? 0)])),
      'long tasks': `${row.longTasks.count} (${ms(row.longTasks.total)})`,
      'JS transferred': `${row.scriptKb.toFixed(0)} kB`,
    })),
  );
  for (const row of rows) {
    const scripts = Object.entries(row.bootup)
      .sort(([, a], [, b]) => b.total - a.total)
      .slice(0, 8);
    console.log(`\nBoot-up time by script: ${row.page} (${row.preset}${row.build ? `, ${row.build}` : ''})`);
    console.table(scripts.map(([script, time]) => ({ script, total: ms(time.total), scripting: ms(time.scripting) })));
  }
}
