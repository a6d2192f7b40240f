/**
 * What a test watches while the server does hostile work in the same process: how long the event
 * loop went without a turn (what a request arriving then would wait) and how far the RSS grew.
 * Each watcher starts at once and returns its figure when stopped.
 */

/** The longest the event loop went without running a 5 ms timer, in ms. */
export const watchEventLoopGap = (): (() => number) => {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return () => {
    clearInterval(timer);
    return longest;
  };
};

/** The growth of the process's RSS over its figure at the start, sampled every 10 ms, in MB. */
export const watchRssGrowth = (): (() => number) => {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    return (peak - start) / 1024 / 1024;
  };
};
