// After a fault: do many customers at once get answers again, and has the edge let go of every
// request it counted? Rounds of `clients` parallel GETs on each target, each round followed by
// the edge's counts (/healthz/load), until a round is all 200 with the edge back at idle.
import { setTimeout as sleep } from 'node:timers/promises';
import { formatStatuses, get, getJson } from './http.mjs';

/**
 * The edge's counts (requests under way, not counting this one; open price sockets) and the
 * API's gate (through the edge; null while the API does not answer). Null when the edge does not
 * answer /healthz/load.
 */
export async function shopLoad(base) {
  const gate = await getJson(`${base}/api/health/load`, { timeoutMs: 2_000 })
    .then((load) => load.gate)
    .catch(() => null);
  try {
    const edge = await getJson(`${base}/healthz/load`, { timeoutMs: 2_000 });
    return { ...edge.requests, sockets: edge.sockets, gate };
  } catch {
    return null;
  }
}

/** Answers (from get()) tallied: how many 200s, of how many, and all of them by status. */
export function tallyAnswers(responses) {
  const byStatus = {};
  for (const response of responses) {
    const key = response.status === 0 ? `no answer (${response.error})` : String(response.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return { ok: byStatus['200'] ?? 0, total: responses.length, byStatus };
}

/** `clients` parallel GETs of each target (the targets one after another), then the counts. */
export async function recoveryRound(base, targets, clients) {
  const answers = {};
  for (const target of targets) {
    const responses = await Promise.all(
      Array.from({ length: clients }, () => get(`${base}${target}`, { timeoutMs: 5_000 })),
    );
    answers[target] = tallyAnswers(responses);
  }
  return { answers, load: await shopLoad(base) };
}

/**
 * The verdict on one round: every answer 200, the edge's in-flight count at its idle value and
 * no more price sockets than were open before the fault (a killed API drops sockets, which is
 * no leak).
 * @param {{ answers: Record<string, { ok: number, total: number }>, load: { inFlight: number, sockets: number } | null }} round
 * @param {{ inFlight: number, sockets: number }} idle
 */
export function isRecovered(round, idle) {
  return (
    round.load !== null &&
    Object.values(round.answers).every(
      (answer) => answer.total > 0 && answer.ok === answer.total,
    ) &&
    round.load.inFlight === idle.inFlight &&
    round.load.sockets <= idle.sockets
  );
}

/**
 * Rounds until one is recovered (isRecovered) or `giveUpMs` have passed. Held when recovered
 * within `deadlineMs` of the call (the fault's end). Returns the figures: recoveredMs (null if
 * never), the number of rounds, the first and the last round.
 * @param {string} base
 * @param {{ targets: string[], idle: { inFlight: number, sockets: number }, clients?: number, deadlineMs?: number, giveUpMs?: number, pauseMs?: number }} options
 */
export async function recoveryCheck(
  base,
  { targets, idle, clients = 16, deadlineMs = 5_000, giveUpMs = 30_000, pauseMs = 100 },
) {
  const started = performance.now();
  let first = null;
  for (let rounds = 1; ; rounds += 1) {
    const round = await recoveryRound(base, targets, clients);
    const ms = performance.now() - started;
    first ??= round;
    const recovered = isRecovered(round, idle);
    if (recovered || ms >= giveUpMs) {
      const recoveredMs = recovered ? ms : null;
      return {
        held: recovered && ms <= deadlineMs,
        recoveredMs,
        rounds,
        first,
        last: round,
        idle,
        clients,
        deadlineMs,
        giveUpMs,
      };
    }
    await sleep(pauseMs);
  }
}

/** "/api/health 16/16 200, /en/shop 12/16 200 (200: 12, 503: 4)" */
function describeAnswers(answers) {
  return Object.entries(answers)
    .map(
      ([target, { ok, total, byStatus }]) =>
        `${target} ${ok}/${total} 200${ok === total ? '' : ` (${formatStatuses(byStatus)})`}`,
    )
    .join(', ');
}

/** "edge in flight 0 (idle 0), sockets 0 (before 0); API gate in flight 0, queued 0" */
function describeLoad(load, idle) {
  if (load === null) return 'edge /healthz/load not answered with 200';
  const lanes = load.lanes
    ? ` (priority ${load.lanes.priority}, ordinary ${load.lanes.ordinary})`
    : '';
  const gate =
    load.gate === null
      ? 'API gate not read'
      : `API gate in flight ${load.gate.inFlight}, queued ${load.gate.queued}`;
  return (
    `edge in flight ${load.inFlight}${load.inFlight === idle.inFlight ? '' : lanes} ` +
    `(idle ${idle.inFlight}), sockets ${load.sockets} (before ${idle.sockets}); ${gate}`
  );
}

/** The figures of recoveryCheck as one line, plus the first round when it was not the last. */
export function describeRecovery(result) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const lines = [
    (result.recoveredMs === null
      ? `not recovered within ${seconds(result.giveUpMs)} (${result.rounds} rounds); last round: `
      : `recovered ${seconds(result.recoveredMs)} after the fault's end (round ${result.rounds}): `) +
      `${result.clients} parallel clients: ${describeAnswers(result.last.answers)}; ` +
      describeLoad(result.last.load, result.idle),
  ];
  if (result.rounds > 1) {
    lines.push(
      `first round: ${describeAnswers(result.first.answers)}; ${describeLoad(result.first.load, result.idle)}`,
    );
  }
  return lines.join('\n');
}
