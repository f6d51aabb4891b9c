import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Artwork } from "#core/service-index";
import { galleryMessages } from "#core/i18n/messages/gallery";
import { useLocale } from "#client/lib/locale";

/**
 * Action photos as thumbnails; each opens enlarged in a modal dialog (native <dialog>:
 * focus stays inside, Esc closes) where the arrow keys move between photos.
 */
export function PhotoGallery({ photos, title }: { photos: readonly Artwork[]; title: string }) {
  const t = galleryMessages[useLocale()];
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const photo = openIndex === null ? undefined : photos[openIndex];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (openIndex !== null && dialog && !dialog.open) dialog.showModal();
  }, [openIndex]);

  function open(index: number, opener: HTMLButtonElement) {
    openerRef.current = opener;
    setOpenIndex(index);
  }

  function close() {
    dialogRef.current?.close();
  }

  function step(by: number) {
    setOpenIndex((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  }

  return (
    <>
      <ul className="grid grid-cols-3 gap-3">
        {photos.map((item, index) => (
          <li key={item.src}>
            <button
              type="button"
              onClick={(event) => open(index, event.currentTarget)}
              className="block w-full overflow-hidden rounded-xl border border-slate-200 hover:opacity-90"
              aria-label={t.enlargePhoto(index + 1, photos.length, item.alt)}
            >
              <img
                src={item.src}
                alt=""
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-sand object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={t.galleryLabel(title)}
        onClose={() => {
          setOpenIndex(null);
          openerRef.current?.focus();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          else if (event.key === "ArrowLeft") step(-1);
        }}
        onClick={(event) => event.target === dialogRef.current && close()}
        className="m-auto w-[calc(100%-1.5rem)] max-w-3xl rounded-2xl bg-white p-0 shadow-2xl"
      >
        {photo && openIndex !== null && (
          <figure className="p-4">
            <img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} className="w-full rounded-xl bg-sand" />
            <figcaption className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-700">
              <span aria-live="polite">
                {t.photoPosition(openIndex + 1, photos.length)} {photo.alt}
              </span>
              <span className="flex shrink-0 gap-1">
                <button type="button" onClick={() => step(-1)} aria-label={t.previousPhoto} className="rounded-full p-2 hover:bg-slate-100">
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <button type="button" onClick={() => step(1)} aria-label={t.nextPhoto} className="rounded-full p-2 hover:bg-slate-100">
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
                <button type="button" onClick={close} aria-label={t.closeGallery} className="rounded-full p-2 hover:bg-slate-100">
                  <X aria-hidden="true" className="size-5" />
                </button>
              </span>
            </figcaption>
          </figure>
        )}
      </dialog>
    </>
  );
}
