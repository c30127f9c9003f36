import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";
import "./button.css";

// The one button of the portals (button.css holds its looks): a <button> as `Button`, the same looks on a link as
// `LinkButton`. A caller's `className` adds layout only (width, placement); the looks come from variant and size.

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";
export type ButtonSize = "md" | "lg";

type Looks = { variant?: ButtonVariant; size?: ButtonSize };

/** The classes of a button's looks, for an element that is neither a button nor a link (a file input's <label>). */
export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return ["button", variant !== "primary" && `button--${variant}`, size !== "md" && `button--${size}`, extra].filter(Boolean).join(" ");
}

export type ButtonProps = Looks & ComponentProps<"button"> & { loading?: boolean };

/**
 * A <button> of type "button" unless the caller passes "submit" (a form's button says so itself). `loading` disables it,
 * marks it busy for assistive technology and shows a spinner beside the label, which stays readable.
 */
export function Button({ variant, size, loading = false, type = "button", className, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading ? true : rest["aria-busy"]}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

type InternalLinkProps = Looks & ComponentProps<typeof Link> & { external?: false };
type ExternalLinkProps = Looks & ComponentProps<"a"> & { href: string; external: true };

/**
 * A link that looks like a button. Internal hrefs go through the locale-aware `Link` (an English page's links keep
 * "/en"); `external` renders a plain <a> for a file download, another site, an anchor on the same page or a page outside
 * the locale routes.
 */
export function LinkButton(props: InternalLinkProps | ExternalLinkProps) {
  if (props.external) {
    const { variant, size, className, external: _external, ...rest } = props;
    return <a {...rest} className={buttonClassName(variant, size, className)} />;
  }
  const { variant, size, className, external: _external, ...rest } = props;
  return <Link {...rest} className={buttonClassName(variant, size, className)} />;
}
