// The Lighthouse figures the web benchmarks report (web.mjs, compare.mjs), and their median.

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export const metrics = {
  performance: (lhr) => Math.round(lhr.categories.performance.score * 100),
  fcp: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  lcp: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tbt: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  speedIndex: (lhr) => lhr.audits['speed-index'].numericValue,
  transferred: (lhr) => lhr.audits['total-byte-weight'].numericValue,
  // Issue 22 (docs/requirements/issues/22-every-press-counts.md): the main thread's JavaScript work (parse, compile, evaluate: hydration included) and the
  // script bytes the page fetched, as sent (Brotli).
  bootup: (lhr) => lhr.audits['bootup-time'].numericValue,
  jsTransferred: (lhr) =>
    lhr.audits['network-requests'].details.items
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + request.transferSize, 0),
};
