import { existsSync, readFileSync } from "node:fs";
import { runnerImport } from "vite";

/**
 * `npm run stripe:setup`: creates or updates the plans' products and monthly prices in the
 * Stripe account of STRIPE_SECRET_KEY (from the environment, else .dev.vars). Safe to rerun.
 */
function devVar(name) {
  if (!existsSync(".dev.vars")) return undefined;
  const line = readFileSync(".dev.vars", "utf8")
    .split("\n")
    .find((candidate) => candidate.startsWith(`${name}=`));
  return line
    ?.slice(name.length + 1)
    .trim()
    .replace(/^"(.*)"$/, "$1");
}

const key = process.env.STRIPE_SECRET_KEY || devVar("STRIPE_SECRET_KEY");
if (!key) {
  console.error("Set STRIPE_SECRET_KEY (in the environment or .dev.vars) to the Stripe account's secret key, then run again.");
  process.exit(1);
}

// The worker's TypeScript (catalogue, lookup keys) loaded through Vite, so prices have one source.
const { module } = await runnerImport("./worker/billing/stripe-setup.ts", { configFile: false, logLevel: "error" });
try {
  const report = await module.setUpStripePrices(module.createStripeClient(key));
  console.log(`Stripe ${key.includes("_live_") ? "LIVE" : "test"} mode:\n  ${report.join("\n  ")}`);
} catch (error) {
  console.error(`Stripe setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
