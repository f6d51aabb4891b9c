import { Hono } from "hono";
import { type SavedAddress, SavedAddressLabelSchema, type SavedAddressListResponse } from "#core/saved-addresses";
import { requireUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { removeSavedAddress, renameSavedAddress, savedAddressesOf } from "../services/bookings/saved-addresses";
import { validate } from "../validate";

/** A signed-in customer's own saved addresses: listed, named, removed. */
export const savedAddressRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json<SavedAddressListResponse>({ addresses: await savedAddressesOf(c.var.app.db, c.var.user.id) }))
  .patch("/:id", validate("json", SavedAddressLabelSchema), async (c) =>
    c.json<SavedAddress>(await renameSavedAddress(serviceContext(c.var.app, c.var.user), c.req.param("id"), c.req.valid("json").label)),
  )
  .delete("/:id", async (c) => {
    await removeSavedAddress(serviceContext(c.var.app, c.var.user), c.req.param("id"));
    return c.body(null, 204);
  });
