import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type Db, type PoolStats } from '../db/database';
import { EXCEPTION_KINDS } from '@/lib/shared/exceptions';

/** Every metric of this process; `GET /metrics` prints it in the Prometheus text format. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });
// Gauges named like counters, which `promtool check metrics` refuses; the same figures stay,
// split by type, in `nodejs_active_handles` and its kin.
for (const name of ['handles', 'requests', 'resources']) {
  registry.removeSingleMetric(`nodejs_active_${name}_total`);
}

const registers = [registry];

export const httpRequests = new Counter({
  name: 'hall_http_requests_total',
  help: 'API requests answered, by route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: 'hall_http_request_duration_seconds',
  help: 'Time from a request to its answer (a stream: to its start), by route template',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

export const unavailableAnswers = new Counter({
  name: 'hall_database_unavailable_responses_total',
  help: 'Requests answered 503 because the database was away (or not opened yet)',
  registers,
});

export const openStreams = new Gauge({
  name: 'hall_event_streams_open',
  help: 'Live event streams open on this instance',
  registers,
});

export const eventsSent = new Counter({
  name: 'hall_events_sent_total',
  help: 'Events written to open streams',
  registers,
});

export const meterReadingsApplied = new Counter({
  name: 'hall_meter_readings_applied_total',
  help: 'Machine meter readings counted into the statistics',
  registers,
});

export const visitsApplied = new Counter({
  name: 'hall_visits_applied_total',
  help: 'Guest check-ins recorded as visits',
  registers,
});

const pool = new Gauge({
  name: 'hall_db_pool_connections',
  help: 'PostgreSQL pool connections of this instance: total, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers,
});

const databaseUp = new Gauge({
  name: 'hall_database_up',
  help: '1 when the chain-wide figures below were read from the database at this scrape',
  registers,
});

const smsMessages = new Gauge({
  name: 'hall_sms_messages',
  help: 'SMS of the chain (read from the database): queued (the outbox depth), sent, failed',
  labelNames: ['state'] as const,
  registers,
});

const openExceptions = new Gauge({
  name: 'hall_exceptions_open',
  help: 'Open exceptions of the chain by kind (read from the database)',
  labelNames: ['kind'] as const,
  registers,
});

/** The chain-wide figures read at each scrape: cheap counts over partial indexes. */
async function readDatabaseFigures(db: Db) {
  const [sms] = await queryRows<{ queued: number; sent: number; failed: number }>(
    db,
    sql`select
          (select count(*)::int from sms_recipients r join sms_mailings m on m.id = r.mailing_id
           where r.status = 'pending' and m.status in ('scheduled', 'sending')) as queued,
          (select coalesce(sum(sent), 0)::int from sms_mailings) as sent,
          (select coalesce(sum(failed), 0)::int from sms_mailings) as failed`,
  );
  const kinds = await queryRows<{ kind: string; open: number }>(
    db,
    sql`select kind, count(*)::int as open from hall_exceptions where seen_at is null group by kind`,
  );
  return { sms, kinds };
}

/**
 * The metrics text: this process's counters, the pool now, and the chain's figures now (none
 * while the database is not opened yet).
 */
export async function metricsText(
  database: { db: Db; poolStats?: () => PoolStats } | null,
): Promise<string> {
  if (!database) {
    databaseUp.set(0);
    return registry.metrics();
  }
  const { db, poolStats } = database;
  if (poolStats) {
    const stats = poolStats();
    pool.set({ state: 'total' }, stats.total);
    pool.set({ state: 'idle' }, stats.idle);
    pool.set({ state: 'waiting' }, stats.waiting);
  }
  try {
    const { sms, kinds } = await readDatabaseFigures(db);
    for (const state of ['queued', 'sent', 'failed'] as const) {
      smsMessages.set({ state }, sms[state]);
    }
    const open = new Map(kinds.map((row) => [row.kind, row.open]));
    for (const kind of EXCEPTION_KINDS) openExceptions.set({ kind }, open.get(kind) ?? 0);
    databaseUp.set(1);
  } catch {
    // The database away: the figures are left out rather than shown stale.
    smsMessages.reset();
    openExceptions.reset();
    databaseUp.set(0);
  }
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
