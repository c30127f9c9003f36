import type { ReactNode } from "react";
import "./vendor-profile.css";

/**
 * The public vendor page's layout (app/[locale]/vendors/[slug]/page.tsx): the
 * hero across the page, then the main column beside the quote card (under
 * it on a phone).
 */
export function ProfileLayout({ hero, aside, children }: { hero: ReactNode; aside: ReactNode; children: ReactNode }) {
  return (
    <article className="vp" aria-labelledby="vendor-title" data-testid="vendor-profile">
      {hero}
      <div className="container vp-layout">
        <div className="vp-main">{children}</div>
        {aside}
      </div>
    </article>
  );
}

/** The vendor's own words about themselves, with their website and Instagram links. */
export function ProfileAbout({ title, description, links }: { title: string; description: string; links: ReactNode }) {
  return (
    <section aria-labelledby="vp-about-title" className="vp-section">
      <h2 id="vp-about-title">{title}</h2>
      <p className="vp-description">{description}</p>
      {links && <p className="vp-links">{links}</p>}
    </section>
  );
}
