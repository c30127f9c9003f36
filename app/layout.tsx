import type { ReactNode } from "react";
import "./globals.css";

// The real document (<html>, <body>) is rendered by `app/[locale]/layout.tsx`.
// This pass-through root layout exists because `app/not-found.tsx` needs one (next-intl's pattern).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
