import type { ReactNode } from "react";

/** A narrow centred card for the sign-in family of pages. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container section auth-page" aria-labelledby="auth-title">
      <div className="card auth-card">
        <h1 id="auth-title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
