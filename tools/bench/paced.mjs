/**
 * The p99 latency at a rate, with the requests spread evenly (one every 1/rate s, open loop):
 * autocannon's `overallRate` lets each connection send back to back until its quota of the
 * second is spent, then wait for the next second, so "half of the maximum rate" arrives as a
 * burst at full speed in the first half of every second, and its latencies are recorded with a
 * coordinated-omission correction of a 1 ms interval (a 40 ms answer also counts as 39, 38, …
 * 1 ms answers). Here each latency runs from the request's scheduled time, so a late client or
 * a queue in the server counts, but nothing is counted twice. Up to `connections` sockets.
 */
import http from 'node:http';

function once(agent, url, headers, scheduled) {
  return new Promise((done) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => done({ ms: performance.now() - scheduled, ok: res.statusCode === 200, why: `HTTP ${res.statusCode}` }));
    });
    req.on('error', (error) => done({ ms: performance.now() - scheduled, ok: false, why: error.code ?? error.message }));
  });
}

async function phase(agent, url, headers, rate, seconds) {
  const t0 = performance.now();
  const total = Math.round(rate * seconds);
  const pending = [];
  await new Promise((finish) => {
    const tick = setInterval(() => {
      // Request n is due at t0 + n / rate: at elapsed time e, the requests 0 … floor(e · rate) are.
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate) + 1);
      while (pending.length < due) pending.push(once(agent, url, headers, t0 + (pending.length * 1000) / rate));
      if (pending.length >= total) {
        clearInterval(tick);
        finish();
      }
    }, 1);
  });
  return Promise.all(pending);
}

/** p50, p99 and the largest latency (ms) at `rate` requests per second for `seconds`, after a second of warm-up. */
export async function pacedLatency(url, { rate, seconds, headers = {}, connections = 50 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    await phase(agent, url, headers, rate, 1);
    const results = await phase(agent, url, headers, rate, seconds);
    const failed = results.filter((r) => !r.ok);
    if (failed.length > 0) throw new Error(`${url}: ${failed.length} failed requests at a paced ${rate} req/s (${[...new Set(failed.map((r) => r.why))].join(', ')})`);
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 10) / 10;
    return { p50: at(0.5), p99: at(0.99), max: Math.round(ms.at(-1) * 10) / 10 };
  } finally {
    agent.destroy();
  }
}
