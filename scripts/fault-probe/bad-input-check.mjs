// Sends every generated bad input through the edge and counts what came back: no 5xx anywhere,
// and every failed /api answer the spec's error object.
import { generateBadInputs, probedRoutes } from './bad-inputs.mjs';
import { errorObjectProblem } from './error-object.mjs';
import { healthy, waitFor } from './http.mjs';
import { rawRequest } from './raw-http.mjs';

/** Adds one answer to the tallies; exported for its test. */
export function tally(totals, input, result) {
  totals.sent += 1;
  const category = (totals.byCategory[input.category] ??= {
    sent: 0,
    fiveXX: 0,
    notErrorObject: 0,
  });
  category.sent += 1;
  if (result.outcome !== 'answer') {
    totals.outcomes[result.outcome] = (totals.outcomes[result.outcome] ?? 0) + 1;
    if (result.outcome === 'refused' || result.outcome === 'timeout' || result.outcome === 'error')
      totals.examples.noAnswer.push(`${input.label} → ${result.outcome} ${result.error ?? ''}`);
    return;
  }
  const statusClass = `${String(result.status)[0]}xx`;
  totals.byClass[statusClass] = (totals.byClass[statusClass] ?? 0) + 1;
  if (result.status >= 500) {
    totals.fiveXX += 1;
    category.fiveXX += 1;
    totals.examples.fiveXX.push(`${input.label} → ${result.status} ${snippet(result.body)}`);
  }
  if (input.api && result.status >= 400) {
    const problem = errorObjectProblem(result.body, result.status);
    if (problem !== null) {
      totals.notErrorObject += 1;
      category.notErrorObject += 1;
      const key = `${result.status} ${problem}`;
      totals.notErrorObjectKinds[key] = (totals.notErrorObjectKinds[key] ?? 0) + 1;
      totals.examples.notErrorObject.push(
        `${input.label} → ${result.status} (${problem}) ${snippet(result.body)}`,
      );
    }
  }
  if (input.api && result.status < 300) totals.apiAccepted += 1;
}

const snippet = (body) => {
  const text = JSON.stringify(String(body).slice(0, 100));
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

export function emptyTotals() {
  return {
    sent: 0,
    byClass: {},
    outcomes: {},
    fiveXX: 0,
    notErrorObject: 0,
    notErrorObjectKinds: {},
    apiAccepted: 0,
    byCategory: {},
    examples: { fiveXX: [], notErrorObject: [], noAnswer: [] },
  };
}

export async function badInputCheck({ base, seed = 1, concurrency = 8, log }) {
  const url = new URL(base);
  const port = Number(url.port || 80);
  // The routes come from the contract the API publishes, so a new endpoint is probed at once.
  const document = await fetch(new URL('/api/openapi.json', base));
  if (!document.ok) throw new Error(`/api/openapi.json answered ${document.status}`);
  const routes = probedRoutes(await document.json());
  const inputs = generateBadInputs({ seed, host: url.host, routes });
  const totals = emptyTotals();
  const started = performance.now();
  const worker = async () => {
    for (let next = inputs.next(); !next.done; next = inputs.next()) {
      const result = await rawRequest({ host: url.hostname, port, data: next.value.data });
      tally(totals, next.value, result);
      if (totals.sent % 1000 === 0) log(`  ${totals.sent} sent`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const healthyMs = await waitFor(healthy(base), { timeoutMs: 30_000 });
  const classes = Object.entries(totals.byClass)
    .sort()
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
  const outcomes = Object.entries(totals.outcomes)
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
  const figures = [
    `${totals.sent} bad inputs (seed ${seed}) on ${routes.length} API routes in ${seconds.toFixed(1)} s: ${classes}` +
      `${outcomes ? `; without an answer: ${outcomes}` : ''}`,
    `5xx: ${totals.fiveXX}; failed /api answers that were not the error object: ${totals.notErrorObject}` +
      `; /api answers with success (the input was acceptable): ${totals.apiAccepted}`,
    ...Object.entries(totals.byCategory).map(
      ([name, c]) =>
        `  ${name}: ${c.sent} sent, ${c.fiveXX} 5xx, ${c.notErrorObject} not the error object`,
    ),
    ...Object.entries(totals.notErrorObjectKinds)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 8)
      .map(([kind, count]) => `  not the error object: ${count} × HTTP ${kind}`),
    ...totals.examples.fiveXX.slice(0, 5).map((line) => `  5xx e.g. ${line}`),
    ...totals.examples.notErrorObject.slice(0, 5).map((line) => `  e.g. ${line}`),
    ...totals.examples.noAnswer.slice(0, 3).map((line) => `  no answer e.g. ${line}`),
    healthyMs === null ? '/api/health not healthy afterwards' : '/api/health healthy afterwards',
  ];
  return {
    held:
      totals.sent >= 5_000 &&
      totals.fiveXX === 0 &&
      totals.notErrorObject === 0 &&
      !totals.outcomes.refused &&
      healthyMs !== null,
    figures: figures.join('\n'),
  };
}
