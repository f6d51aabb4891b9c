/** Answers of the API that the pages read, shared so a renamed field breaks the build. */
export interface MeUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

export interface MeResponse {
  user: MeUser | null;
}
