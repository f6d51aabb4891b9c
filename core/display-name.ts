/** The parts of a person's name as the account keeps them (null: not known). */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** "First Last", or "" when the account has no name. */
export function fullName(person: NamedPerson | null | undefined): string {
  return `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim();
}

/**
 * How a person is shown and greeted: the full name, else the email, else `fallback`.
 * The one place that decides it, for pages, emails and the admin console alike.
 */
export function displayName(person: NamedPerson | null | undefined, fallback = ""): string {
  return fullName(person) || person?.email || fallback;
}
