import type { ComponentProps } from "react";
import { Link } from "react-router";

/**
 * The looks a button takes. `secondary` and `outline` are bordered on white (slate and navy
 * borders); `accent` and `on-dark` sit on the navy bands of the public pages; `danger` is the
 * final "yes, cancel" and `danger-outline` the first step towards it; `link` is a button
 * that reads as a text link.
 */
export type ButtonVariant = "primary" | "secondary" | "outline" | "danger" | "danger-outline" | "accent" | "on-dark" | "link";
export type ButtonSize = "xs" | "sm" | "md" | "lg" | "xl";

const VARIANTS: Record<Exclude<ButtonVariant, "link">, string> = {
  primary: "bg-teal text-white hover:bg-teal-dark",
  secondary: "border border-slate-300 hover:bg-slate-50",
  outline: "border border-navy hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  "danger-outline": "border border-red-300 text-red-800 hover:bg-red-50",
  accent: "bg-gold text-navy hover:bg-white",
  "on-dark": "border border-white/60 hover:bg-white/10",
};

const SIZES: Record<ButtonSize, string> = {
  xs: "px-3 py-2 text-sm",
  sm: "px-4 py-2 text-sm",
  md: "px-4 py-2",
  lg: "px-5 py-2.5",
  xl: "px-5 py-3",
};

/** The classes of a button, for the places that style something else (an `<a href="tel:">`) as one. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", className = ""): string {
  const look =
    variant === "link" ? "font-semibold text-teal underline" : `rounded-lg text-center font-semibold ${SIZES[size]} ${VARIANTS[variant]}`;
  return `${look} disabled:cursor-not-allowed disabled:opacity-60 ${className}`;
}

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A `<button>`, `type="button"` unless told otherwise. */
export function Button({ variant, size, className, type = "button", ...props }: Look & ComponentProps<"button">) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A router link that looks like a button (it still navigates, as a link). */
export function ButtonLink({ variant, size, className, ...props }: Look & ComponentProps<typeof Link>) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
