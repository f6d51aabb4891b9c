import { Link } from "react-router";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Page not found");
}

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-serif text-6xl font-semibold text-teal">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className="mt-6 inline-block font-semibold text-teal underline">
        Return to Home
      </Link>
    </section>
  );
}
