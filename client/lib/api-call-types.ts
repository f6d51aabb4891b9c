import type { ApiMethod, ApiRoute, ApiRoutes } from "#core/api-routes";

/**
 * What an API call may send and gets back, read from core/api-routes.ts at the type level
 * only. A route's ":param" stands for any text, so `/api/schedules/${encodeURIComponent(id)}`
 * reaches "PATCH /api/schedules/:id"; a query string is allowed only where the route reads one.
 */

type PathOf<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathOf<Tail>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern;

type UrlOf<Route extends ApiRoute> = Route extends `${string} ${infer Pattern}`
  ? ApiRoutes[Route] extends { query: unknown }
    ? PathOf<Pattern> | `${PathOf<Pattern>}?${string}`
    : PathOf<Pattern>
  : never;

type RoutesOf<Method extends ApiMethod> = Extract<ApiRoute, `${Method} ${string}`>;

/** Every address a method can be sent to. */
export type ApiUrl<Method extends ApiMethod = ApiMethod> = { [Route in RoutesOf<Method>]: UrlOf<Route> }[RoutesOf<Method>];

/**
 * The routes a method and an address reach: one for an address written out, possibly more
 * for a union of addresses (the two availability routes, say), which share their answer.
 */
type RoutesAt<Method extends ApiMethod, Url extends string> = {
  [Route in RoutesOf<Method>]: Url extends UrlOf<Route> ? Route : never;
}[RoutesOf<Method>];

/** Addresses reached with GET whose answer is exactly `Answer`. */
export type GetUrlAnswering<Answer> = {
  [Route in RoutesOf<"GET">]: [ApiRoutes[Route]["response"], Answer] extends [Answer, ApiRoutes[Route]["response"]] ? UrlOf<Route> : never;
}[RoutesOf<"GET">];

export type ApiAnswer<Method extends ApiMethod, Url extends string> = ApiRoutes[RoutesAt<Method, Url>]["response"];

type RouteWithoutBody = { [Route in ApiRoute]: ApiRoutes[Route] extends { body: unknown } ? never : Route }[ApiRoute];

type OnlyOne<T, All = T> = T extends unknown ? ([Exclude<All, T>] extends [never] ? T : never) : never;

/** Shown by the compiler when one call may reach several routes and one of them reads a body. */
type OneCallPerRoute = "this address reaches several routes: call each one with its own body";

/**
 * No field the schema does not know, at any depth: the route's schema would drop it without
 * a word, so a field renamed on one side only would be lost even from a body built elsewhere.
 */
type NoUnknownFields<Sent, Expected> = Sent extends object
  ? {
      [Field in keyof Sent]: Field extends keyof NonNullable<Expected> ? NoUnknownFields<Sent[Field], NonNullable<Expected>[Field]> : never;
    }
  : unknown;

/**
 * The body a call sends: the route's, as its schema accepts it; never for a route that
 * reads none.
 */
export type ApiBody<Method extends ApiMethod, Url extends string> = BodyOf<RoutesAt<Method, Url>>;

type BodyOf<Routes extends ApiRoute> = [Routes] extends [RouteWithoutBody]
  ? never
  : [OnlyOne<Routes>] extends [never]
    ? OneCallPerRoute
    : ApiRoutes[Routes] extends { body: infer Body }
      ? Body
      : never;

/** method: GET when left out; any other method is written out, as in core/api-routes.ts. */
export type ApiInit<Method extends ApiMethod, Url extends string, Sent> = {
  method?: Method;
  headers?: Record<string, string>;
} & ([ApiBody<Method, Url>] extends [never] ? { body?: never } : { body: Sent & NoUnknownFields<Sent, ApiBody<Method, Url>> });
