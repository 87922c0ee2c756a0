/**
 * What Lighthouse's simulated LCP counted (`bench landing --details`, simulated throttling).
 *
 * Lighthouse's default throttling (Lantern) loads the page at full speed, then replays a graph of
 * its requests and main-thread tasks over a slow phone's network and CPU. For LCP the graph keeps
 * every request that had finished before the LCP was observed in the full-speed load (images of
 * low priority aside). A script is dropped only when its evaluation is a task of the graph that
 * started after the LCP; tasks under 10 ms are pruned from the graph, so a small chunk's evaluation
 * never is, and every script that had arrived by the observed LCP counts with its whole download,
 * whenever it ran. Over loopback the scripts arrive within milliseconds, so the estimate is close
 * to the time the slow network needs for everything that arrived before the paint.
 *
 * This module lists those requests by kind, so that a page's estimate can be read beside the
 * empty page's: how many requests, how many bytes, and which arrived before the observed paint.
 */
import type { LighthouseResult } from './lighthouse';

/** One request of the LCP graph, as the summary reads it. */
export interface GraphRequest {
  /** Lighthouse's resource type ('Document', 'Script', 'Stylesheet', 'Font', 'Image', …). */
  type: string;
  /** Bytes over the wire. */
  bytes: number;
  /** When it finished in the full-speed load, in ms from the navigation. */
  endMs: number;
}

export interface LcpGraph {
  /** The simulated LCP (the mean of Lantern's optimistic and pessimistic estimates), ms. */
  simulatedMs: number;
  /** The LCP observed in the full-speed load, ms from the navigation. */
  observedMs: number;
  /** The pessimistic graph's requests. */
  requests: GraphRequest[];
}

/** The kinds in the order they usually load; any other kind follows under its own name. */
const KIND_ORDER = ['Document', 'Stylesheet', 'Font', 'Script', 'Image', 'Fetch', 'Other'];

/** One line per kind: count and kB of what the estimate counted, the total first. */
export function formatLcpGraph(graph: LcpGraph): string {
  const kinds = new Map<string, { count: number; bytes: number }>();
  for (const request of graph.requests) {
    const kind = kinds.get(request.type) ?? { count: 0, bytes: 0 };
    kind.count += 1;
    kind.bytes += request.bytes;
    kinds.set(request.type, kind);
  }
  const rank = (type: string) => (KIND_ORDER.includes(type) ? KIND_ORDER.indexOf(type) : KIND_ORDER.length);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const total = graph.requests.reduce((sum, request) => sum + request.bytes, 0);
  const lastEnd = Math.max(...graph.requests.map((request) => request.endMs));
  return [
    `  simulated LCP ${Math.round(graph.simulatedMs)} ms; observed at full speed ${Math.round(graph.observedMs)} ms`,
    graph.requests.length
      ? `  requests the estimate counts: ${graph.requests.length}, ${kb(total)}, the last finished at ${Math.round(lastEnd)} ms (full speed)`
      : '  requests the estimate counts: none',
    ...[...kinds.entries()]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([type, kind]) => `    ${type.padEnd(11)} ${String(kind.count).padStart(3)}  ${kb(kind.bytes).padStart(9)}`),
  ].join('\n');
}

/** Lantern's node and estimate, as far as this module reads them. */
interface LanternNode {
  type: string;
  request?: { resourceType?: string; transferSize?: number; networkEndTime?: number };
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, unknown>;
}
interface LanternMetric {
  timing: number;
  pessimisticEstimate: LanternEstimate;
}

/**
 * Recomputes the simulated LCP of one Lighthouse run from its artifacts (Lighthouse's own
 * computation, the same code the score used) and returns the requests its pessimistic graph holds.
 */
export async function lcpGraph(result: LighthouseResult): Promise<LcpGraph> {
  // Lighthouse's own module (the package has no exports map, so its files import by path).
  const { LanternLargestContentfulPaint } =
    (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
      LanternLargestContentfulPaint: { request(data: unknown, context: unknown): Promise<LanternMetric> };
    };
  const artifacts = result.artifacts;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: result.lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const metric = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const metrics = result.lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined;
  const observed = metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  const navigationStart = (metrics?.items?.[0]?.observedNavigationStartTs ?? 0) / 1000;
  const requests: GraphRequest[] = [];
  for (const node of metric.pessimisticEstimate.nodeTimings.keys()) {
    if (node.type !== 'network' || !node.request) continue;
    requests.push({
      type: node.request.resourceType ?? 'Other',
      bytes: node.request.transferSize ?? 0,
      endMs: (node.request.networkEndTime ?? 0) - navigationStart,
    });
  }
  return { simulatedMs: metric.timing, observedMs: observed, requests };
}
