import { relations } from "drizzle-orm";
import { accounts, sessions, users } from "./auth-schema";

/**
 * How better-auth's tables join, so that it reads a session with its user in one query
 * (`experimental.joins` in worker/auth.ts) instead of two in a row: every signed-in request
 * reads one.
 */
export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));
