import type { ExtractSchema } from "hono/types";
import type { JSONParsed } from "hono/utils/types";
import type { ApiRoute, ApiRoutes } from "#core/api-routes";
import type { app } from "#worker/app";
import type { Auth } from "#worker/auth";

/**
 * core/api-routes.ts, the table the pages' calls are typed from, checked against the
 * worker's own route types (Hono records each route's validators and answer): compiled by
 * `npm run typecheck`, never run. A check that fails names the routes it is about, e.g.
 * Type '"none"' is not assignable to type '"POST /api/bookings"'.
 */

type AppSchema = ExtractSchema<typeof app>;
type AppRoute = {
  [Path in keyof AppSchema & string]: {
    [Method in keyof AppSchema[Path] & string]: Method extends `$${infer Name}` ? `${Uppercase<Name>} ${Path}` : never;
  }[keyof AppSchema[Path] & string];
}[keyof AppSchema & string];
type Endpoint<Route> = Route extends `${infer Method} ${infer Path}`
  ? Path extends keyof AppSchema
    ? `$${Lowercase<Method>}` extends keyof AppSchema[Path]
      ? AppSchema[Path][`$${Lowercase<Method>}`]
      : never
    : never
  : never;

/** better-auth answers these under one catch-all route; they are checked against better-auth below. */
type AuthRoute = Extract<ApiRoute, `POST /api/auth/${string}`>;
type OwnRoute = Exclude<ApiRoute, AuthRoute>;

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type NoneOf<Offenders> = [Offenders] extends [never] ? "none" : Offenders;

type AppBody<Route> = Endpoint<Route> extends { input: { json: infer Body } } ? Body : "no body";
type TableBody<Route extends ApiRoute> = ApiRoutes[Route] extends { body: infer Body } ? Body : "no body";
/** Hono reads every query field as text, so the fields' names are compared, not their types. */
type AppQuery<Route> = Endpoint<Route> extends { input: { query: infer Query } } ? keyof Query : "no query";
type TableQuery<Route extends ApiRoute> = ApiRoutes[Route] extends { query: infer Query } ? keyof Query : "no query";
type AppAnswer<Route> = Endpoint<Route> extends { output: infer Output } ? Output : "no answer";

/** Each route of the table is a route of the worker, with the same method and path. */
export const routesNotInTheWorker: NoneOf<Exclude<OwnRoute, AppRoute>> = "none";

/** Each worker route that validates a JSON body is in the table. */
export const bodyRoutesNotInTheTable: NoneOf<
  Exclude<{ [Route in AppRoute]: AppBody<Route> extends "no body" ? never : Route }[AppRoute], ApiRoute>
> = "none";

/** The table's body is exactly what the route's validator accepts; a route without a validator takes none. */
export const bodiesThatDiffer: NoneOf<
  { [Route in OwnRoute]: Equal<AppBody<Route>, TableBody<Route>> extends true ? never : Route }[OwnRoute]
> = "none";

export const queriesThatDiffer: NoneOf<
  { [Route in OwnRoute]: Equal<AppQuery<Route>, TableQuery<Route>> extends true ? never : Route }[OwnRoute]
> = "none";

/** The route answers (c.json<T>) exactly the table's answer, as JSON. */
export const answersThatDiffer: NoneOf<
  { [Route in OwnRoute]: Equal<AppAnswer<Route>, JSONParsed<ApiRoutes[Route]["response"]>> extends true ? never : Route }[OwnRoute]
> = "none";

/** The better-auth endpoint behind each auth route of the table. */
interface BetterAuthEndpoints {
  "POST /api/auth/sign-in/email": "signInEmail";
  "POST /api/auth/sign-up/email": "signUpEmail";
  "POST /api/auth/sign-out": "signOut";
  "POST /api/auth/send-verification-email": "sendVerificationEmail";
  "POST /api/auth/request-password-reset": "requestPasswordReset";
  "POST /api/auth/reset-password": "resetPassword";
}
type BetterAuthEndpoint<Route> = Route extends keyof BetterAuthEndpoints ? Auth["api"][BetterAuthEndpoints[Route]] : never;
type BetterAuthBody<Route> = NonNullable<Parameters<BetterAuthEndpoint<Route>>[0]> extends { body?: infer Body } ? Body : "no body";

export const authRoutesWithoutEndpoint: NoneOf<Exclude<AuthRoute, keyof BetterAuthEndpoints>> = "none";
export const authRoutesNotServed: NoneOf<Exclude<"POST /api/auth/*", AppRoute>> = "none";
export const authPathsThatDiffer: NoneOf<
  { [Route in AuthRoute]: Route extends `POST /api/auth${BetterAuthEndpoint<Route>["path"]}` ? never : Route }[AuthRoute]
> = "none";
/** better-auth accepts the table's body (our own checks in worker/routes/auth.ts use the same core/auth-schemas.ts constants). */
export const authBodiesRefused: NoneOf<
  { [Route in AuthRoute]: TableBody<Route> extends BetterAuthBody<Route> ? never : Route }[AuthRoute]
> = "none";
