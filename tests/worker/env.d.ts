declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Set by LOCAL_CLOCK_AT: the instant (epoch ms) every file of the run starts at. */
    TEST_CLOCK_AT_MS?: string;
  }
}
