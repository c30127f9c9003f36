"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import "./gallery.css";
import "./vendor-profile.css";
import { Button } from "@/components/ui/button";

type Photo = { id: string; url: string; srcset?: string | null };

// Thumbnails: two a row on phones, three or more wider, about 16rem beside the profile's sidebar (gallery.css).
const THUMB_SIZES = "(max-width: 30rem) 50vw, (max-width: 60rem) 33vw, 16rem";
// The lightbox: min(64rem, 94vw) (gallery.css .vp-lightbox).
const LIGHTBOX_SIZES = "(max-width: 68rem) 94vw, 64rem";

/**
 * Gallery thumbnails; each is a link to the full image (works without
 * JavaScript) that opens a larger view in a modal dialog: Escape or the close
 * button closes it, the arrows step through the photos.
 */
export function Gallery({ photos, name }: { photos: Photo[]; name: string }) {
  const t = useTranslations("vendorProfile.gallery");
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open !== null && !el.open) el.showModal();
    if (open === null && el.open) el.close();
  }, [open]);

  const alt = (i: number) => t("alt", { name, number: i + 1, total: photos.length });
  const step = (by: number) => setOpen((i) => (i === null ? i : (i + by + photos.length) % photos.length));

  return (
    <section aria-labelledby="vp-gallery-title" className="vp-section">
      <h2 id="vp-gallery-title">{t("title")}</h2>
      <ul className="vp-gallery" data-testid="vendor-gallery">
        {photos.map((p, i) => (
          <li key={p.id}>
            <a
              href={p.url}
              className="vp-gallery__thumb"
              aria-label={t("open", { number: i + 1, total: photos.length })}
              onClick={(e) => {
                e.preventDefault();
                setOpen(i);
              }}
            >
              <img
                src={p.url}
                srcSet={p.srcset ?? undefined}
                sizes={p.srcset ? THUMB_SIZES : undefined}
                alt={alt(i)}
                width={1200}
                height={900}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="vp-lightbox"
        aria-label={open === null ? t("title") : alt(open)}
        onClose={() => setOpen(null)}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") step(document.dir === "rtl" ? -1 : 1);
          if (e.key === "ArrowLeft") step(document.dir === "rtl" ? 1 : -1);
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(null); // a click on the backdrop
        }}
        data-testid="gallery-lightbox"
      >
        {open !== null && (
          <figure className="vp-lightbox__figure">
            <img
              src={photos[open].url}
              srcSet={photos[open].srcset ?? undefined}
              sizes={photos[open].srcset ? LIGHTBOX_SIZES : undefined}
              alt={alt(open)}
              width={1200}
              height={900}
            />
            <figcaption>{t("position", { number: open + 1, total: photos.length })}</figcaption>
          </figure>
        )}
        <div className="vp-lightbox__controls">
          {photos.length > 1 && (
            <Button variant="secondary" onClick={() => step(-1)}>
              {t("previous")}
            </Button>
          )}
          {photos.length > 1 && (
            <Button variant="secondary" onClick={() => step(1)}>
              {t("next")}
            </Button>
          )}
          <Button onClick={() => setOpen(null)} autoFocus>
            {t("close")}
          </Button>
        </div>
      </dialog>
    </section>
  );
}
