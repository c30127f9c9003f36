"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Viewer } from "@/server/identity/sessions/viewer";

// Who is looking at the page, as the server read it from the session cookie
// (app/[locale]/layout.tsx). Null for visitors: their pages call no
// signed-in endpoint (/me, /me/favorites, /auth/refresh) at all.

export type { Viewer } from "@/server/identity/sessions/viewer";

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: Viewer | null; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
