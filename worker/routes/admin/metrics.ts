import { type Context, Hono } from "hono";
import { OwnerMetricsQuerySchema, type OwnerMetricsResponse } from "#core/owner-metrics-api";
import type { CrewPayResponse } from "#core/crew-pay-api";
import type { CustomerFigures } from "#core/customer-figures-api";
import type { UtilisationResponse } from "#core/utilisation-api";
import type { OwnerSnapshot } from "#core/owner-snapshot-api";
import { crewPay, crewPayCsv } from "#worker/services/reads/crew-pay";
import { customerFigures } from "#worker/services/reads/customer-figures";
import { utilisation } from "#worker/services/reads/utilisation";
import { utilisationCsv } from "#worker/services/reads/utilisation-csv";
import { ownerMetrics } from "#worker/services/reads/owner-metrics";
import { ownerMetricsCsv } from "#worker/services/reads/owner-metrics-csv";
import { type BreakdownKind, breakdownCsv } from "#worker/services/reads/owner-breakdown-csv";
import { ownerSnapshot } from "#worker/services/reads/owner-snapshot";
import { atRiskCsvStream } from "#worker/services/reads/at-risk-csv";
import { customersCsv, subscriptionsCsv } from "#worker/services/reads/overview-figures-csv";
import { businessToday } from "#core/time-slots";
import { validate } from "#worker/validate";
import type { AdminEnv } from "./context";

/** The owner's figures for a span of days and the span before it; read from the replica, a moment's lag is harmless. */
export const adminMetricsRoutes = new Hono<AdminEnv>()
  .get("/", validate("query", OwnerMetricsQuerySchema), async (c) =>
    c.json<OwnerMetricsResponse>(await ownerMetrics(c.var.app.replica, c.req.valid("query"), c.var.app.now())),
  )
  .get("/by-day.csv", validate("query", OwnerMetricsQuerySchema), async (c) => {
    const { metrics, previous } = await ownerMetrics(c.var.app.replica, c.req.valid("query"), c.var.app.now());
    return c.body(ownerMetricsCsv(metrics, previous), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="revenue-${metrics.from}-to-${metrics.to}.csv"`,
    });
  })
  .get("/by-service.csv", validate("query", OwnerMetricsQuerySchema), async (c) =>
    breakdownCsvAnswer(c, "service", await ownerMetrics(c.var.app.replica, c.req.valid("query"), c.var.app.now())),
  )
  .get("/by-area.csv", validate("query", OwnerMetricsQuerySchema), async (c) =>
    breakdownCsvAnswer(c, "area", await ownerMetrics(c.var.app.replica, c.req.valid("query"), c.var.app.now())),
  )
  .get("/subscriptions.csv", validate("query", OwnerMetricsQuerySchema), async (c) => {
    const { metrics, previous } = await ownerMetrics(c.var.app.replica, c.req.valid("query"), c.var.app.now());
    return csvAnswer(c, subscriptionsCsv(metrics, previous), `subscriptions-${metrics.from}-to-${metrics.to}.csv`);
  })
  .get("/now", async (c) => c.json<OwnerSnapshot>(await ownerSnapshot(c.var.app.replica, c.var.app.now())))
  .get("/at-risk.csv", async (c) => {
    const now = c.var.app.now();
    return csvAnswer(c, atRiskCsvStream(c.var.app.replica, now), `money-at-risk-${businessToday(now)}.csv`);
  })
  .get("/customers", validate("query", OwnerMetricsQuerySchema), async (c) =>
    c.json<CustomerFigures>(await customerFigures(c.var.app.replica, c.req.valid("query"), c.var.app.now())),
  )
  .get("/customers.csv", validate("query", OwnerMetricsQuerySchema), async (c) => {
    const figures = await customerFigures(c.var.app.replica, c.req.valid("query"), c.var.app.now());
    return csvAnswer(c, customersCsv(figures), `customers-${figures.from}-to-${figures.to}.csv`);
  })
  .get("/utilisation", validate("query", OwnerMetricsQuerySchema), async (c) =>
    c.json<UtilisationResponse>(await utilisation(c.var.app.replica, c.req.valid("query"), c.var.app.now())),
  )
  .get("/utilisation.csv", validate("query", OwnerMetricsQuerySchema), async (c) => {
    const report = await utilisation(c.var.app.replica, c.req.valid("query"), c.var.app.now());
    return c.body(utilisationCsv(report), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="utilisation-${report.from}-to-${report.to}.csv"`,
    });
  })
  .get("/crew-pay", validate("query", OwnerMetricsQuerySchema), async (c) =>
    c.json<CrewPayResponse>(await crewPay(c.var.app.replica, c.req.valid("query"), c.var.app.now())),
  )
  .get("/crew-pay.csv", validate("query", OwnerMetricsQuerySchema), async (c) => {
    const report = await crewPay(c.var.app.replica, c.req.valid("query"), c.var.app.now());
    return c.body(crewPayCsv(report), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="crew-pay-${report.from}-to-${report.to}.csv"`,
    });
  });

function csvAnswer(c: Context<AdminEnv>, body: string | ReadableStream<Uint8Array>, filename: string) {
  return c.body(body, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
}

function breakdownCsvAnswer(c: Context<AdminEnv>, kind: BreakdownKind, { metrics, previous }: OwnerMetricsResponse) {
  return c.body(breakdownCsv(kind, metrics, previous), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="revenue-by-${kind}-${metrics.from}-to-${metrics.to}.csv"`,
  });
}
