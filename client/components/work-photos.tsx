import type { JobPhoto } from "#core/job-photos";

/** The provider's photos of the finished work, small and lazy; each opens full size from the worker. */
export function WorkPhotos({ photos, serviceTitle }: { photos: JobPhoto[]; serviceTitle: string }) {
  if (photos.length === 0) return null;
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-medium">Photos of the finished work</figcaption>
      <ul className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noopener">
              <img
                src={photo.url}
                alt={`${serviceTitle}, the finished work (${index + 1} of ${photos.length})`}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-24 w-24 rounded-lg border border-slate-200 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </figure>
  );
}
