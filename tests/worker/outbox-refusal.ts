import { env } from "cloudflare:workers";

/**
 * Runs `run` while D1 refuses to store any outbox row of `template`: the write of the message
 * fails as a full disk or a lost connection would, at the moment it reaches the database. A
 * change whose messages are in its own batch is then not made either. Storage is per test
 * file, so the refusal is taken away again whatever `run` does.
 */
export async function whileOutboxRefuses<T>(template: string, run: () => Promise<T>): Promise<T> {
  const trigger = `refuse_${template.replace(/[^a-z0-9]/gi, "_")}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${trigger} BEFORE INSERT ON emails WHEN NEW.template = '${template}' BEGIN SELECT RAISE(ABORT, 'the outbox refused ${template}'); END`,
  ).run();
  try {
    return await run();
  } finally {
    await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
  }
}
