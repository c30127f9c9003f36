import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./fonts.css";
import "./globals.css";

// The real document (<html>, <body>) is rendered by `app/[locale]/layout.tsx`.
// This pass-through root layout exists because `app/not-found.tsx` needs one (next-intl's pattern).

/** The site mark (public/icon.svg); public/favicon.ico is the same mark for clients that ask for /favicon.ico. */
export const metadata: Metadata = {
  icons: {
    icon: [
      { url: "/icon.svg", type: "image/svg+xml" },
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
    ],
  },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
