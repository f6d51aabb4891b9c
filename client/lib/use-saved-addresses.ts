import { useEffect, useState } from "react";
import type { AddressParts } from "#core/service-address";
import { apiFetch } from "./api";

/** The signed-in customer's saved addresses, for a form to offer; none until they load or if they fail. */
export function useSavedAddresses(): AddressParts[] {
  const [addresses, setAddresses] = useState<AddressParts[]>([]);
  useEffect(() => {
    let current = true;
    apiFetch("/api/saved-addresses")
      .then((answer) => current && setAddresses(answer.addresses.map((address) => address.parts)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return addresses;
}
