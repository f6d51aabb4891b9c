/**
 * A D1 binding that counts what reaches the database, for tests that hold a route to a
 * number of round trips. Production D1 answers each call from the database's primary, tens
 * of milliseconds away for a distant visitor, so what a request waits for is the longest
 * chain of calls that each waited for the one before: `sequential`. Calls in flight
 * together (Promise.all) are one step of that chain, and a batch is one call however many
 * statements it carries.
 */
export interface D1Tally {
  /** Statements executed, each statement of a batch counted. */
  statements: number;
  /** Calls to the database (a batch is one). */
  calls: number;
  /** The longest chain of calls each started after the previous one answered. */
  sequential: number;
  /** Calls made in a session opened "first-unconstrained", which a read replica may answer. */
  unconstrained: number;
  /** The SQL of every statement, in the order sent. */
  sql: string[];
  /** Every statement with the values bound to it, in the order sent (to read its plan again). */
  sent: SentStatement[];
}

export interface SentStatement {
  sql: string;
  params: unknown[];
}

type Call = <T>(statements: SentStatement[], send: () => Promise<T>, unconstrained?: boolean) => Promise<T>;

class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sent: SentStatement,
    private readonly call: Call,
  ) {}
  bind(...values: unknown[]) {
    return new CountedStatement(this.inner.bind(...values), { sql: this.sent.sql, params: values }, this.call);
  }
  first(column?: string) {
    return this.call([this.sent], () => (column === undefined ? this.inner.first() : this.inner.first(column)));
  }
  run() {
    return this.call([this.sent], () => this.inner.run());
  }
  all() {
    return this.call([this.sent], () => this.inner.all());
  }
  raw(options?: { columnNames?: boolean }) {
    return this.call([this.sent], () => this.inner.raw(options as { columnNames: true }));
  }
}

interface Queryable {
  prepare(query: string): D1PreparedStatement;
  batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

function counted(inner: Queryable, call: Call) {
  return {
    prepare(query: string) {
      return new CountedStatement(inner.prepare(query), { sql: query, params: [] }, call) as unknown as D1PreparedStatement;
    },
    batch<T>(statements: D1PreparedStatement[]) {
      const wrapped = statements as unknown as CountedStatement[];
      return call(
        wrapped.map((statement) => statement.sent),
        () => inner.batch<T>(wrapped.map((statement) => statement.inner)),
      );
    },
  };
}

/** A call of `call` marked as made in a session that may start on a replica. */
const onReplica =
  (call: Call): Call =>
  (statements, send) =>
    call(statements, send, true);

/** Wraps a D1 binding (and the sessions it opens); `tally` counts from the last `reset()`. */
export function countingD1(inner: D1Database): { db: D1Database; tally: D1Tally; reset(): void } {
  const tally: D1Tally = { statements: 0, calls: 0, sequential: 0, unconstrained: 0, sql: [], sent: [] };
  // The depth of the deepest call that has answered: a call started now waits after it.
  let answeredDepth = 0;
  const call: Call = async (statements, send, unconstrained = false) => {
    const depth = answeredDepth + 1;
    tally.calls += 1;
    if (unconstrained) tally.unconstrained += 1;
    tally.statements += statements.length;
    tally.sql.push(...statements.map((statement) => statement.sql));
    tally.sent.push(...statements);
    tally.sequential = Math.max(tally.sequential, depth);
    try {
      return await send();
    } finally {
      answeredDepth = Math.max(answeredDepth, depth);
    }
  };
  const db = {
    ...counted(inner, call),
    exec: (query: string) => call([{ sql: query, params: [] }], () => inner.exec(query)),
    dump: () => inner.dump(),
    withSession: (constraintOrBookmark?: string) => {
      const session = inner.withSession(constraintOrBookmark);
      const through = constraintOrBookmark === "first-unconstrained" ? onReplica(call) : call;
      return { ...counted(session, through), getBookmark: () => session.getBookmark() };
    },
  };
  return {
    db: db as unknown as D1Database,
    tally,
    reset() {
      Object.assign(tally, { statements: 0, calls: 0, sequential: 0, unconstrained: 0, sql: [], sent: [] });
      answeredDepth = 0;
    },
  };
}
