/** What the gallery shows for each project (spec document 2 section 2, "Portfolio section"). */
export const galleryFallbacks = {
  title: 'Brak tytułu',
  description: 'Brak komentarza',
} as const;

export interface GallerySource {
  title: string;
  info: string;
  /** The full picture (G1 URL), or its data URL where the API sends no URL. */
  src: string;
  /** The small rendition for the thumbnails strip. */
  thumbnail: string;
}

export interface GallerySlide {
  src: string;
  alt: string;
  title: string;
  description: string;
  thumbnail: string;
}

/** One lightbox slide per project; an empty title or comment shows the spec's fallback. */
export function gallerySlides(items: readonly GallerySource[]): GallerySlide[] {
  return items.map((item) => {
    const title = item.title.trim() || galleryFallbacks.title;
    return {
      src: item.src,
      alt: title,
      title,
      description: item.info.trim() || galleryFallbacks.description,
      thumbnail: item.thumbnail,
    };
  });
}
