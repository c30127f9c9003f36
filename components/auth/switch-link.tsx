"use client";

import type { ReactNode } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import { keepingNext } from "./return-path";

/** The "sign in" / "create an account" link between the two forms; it keeps `next` (read on click, so server and client render the same link). */
export function SwitchAuthLink({ to, children }: { to: "/login" | "/register"; children: ReactNode }) {
  const router = useRouter();
  return (
    <Link
      href={to}
      onClick={(event) => {
        const target = keepingNext(to);
        if (!target.query) return;
        event.preventDefault();
        router.push(target);
      }}
    >
      {children}
    </Link>
  );
}
