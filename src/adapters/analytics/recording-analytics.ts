import type { Analytics, AnalyticsEvent } from '#application/ports/client/analytics';

/**
 * Analytics until a provider is chosen (issue 4): events are appended to `sink` (the page exposes
 * it as `window.reservaAnalytics`, where a tag manager or a test can read them) and logged to the
 * console when `log` is on. Nothing leaves the browser.
 */
export function recordingAnalytics(sink: AnalyticsEvent[], log: boolean): Analytics {
  return {
    track(event) {
      sink.push(event);
      if (log) console.info('[analytics]', event.name, event);
    },
  };
}
