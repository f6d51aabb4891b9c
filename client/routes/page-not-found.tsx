// The prerendered copy of the 404 page (see client/routes.ts).
export { default, meta } from "./not-found";
