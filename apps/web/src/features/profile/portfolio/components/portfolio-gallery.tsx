import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import type { GallerySlide } from '../lib/gallery-slides.ts';

/** The lightbox's texts in Polish; `Lightbox` is the dialog's name the modal harness looks for. */
const labels = {
  Lightbox: profileModalTitles.portfolioGallery,
  'Photo gallery': 'Zdjęcia projektów',
  Carousel: 'karuzela',
  Slide: 'slajd',
  '{index} of {total}': '{index} z {total}',
  Previous: 'Poprzednie',
  Next: 'Następne',
  Close: 'Zamknij',
  Thumbnails: 'Miniatury',
  Caption: 'Opis',
  'Show thumbnails': 'Pokaż miniatury',
  'Hide thumbnails': 'Ukryj miniatury',
  'Show captions': 'Pokaż opisy',
  'Hide captions': 'Ukryj opisy',
};

/** Spec document 2 section 9: the gallery fades in 200 to 300 ms. */
const FADE_MS = 250;

interface PortfolioGalleryProps {
  slides: GallerySlide[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen portfolio gallery (yet-another-react-lightbox): previous, next, close,
 * thumbnails and each project's title and comment; arrows and Escape from the keyboard, and the
 * page does not scroll while it is open (the lightbox locks it).
 */
export function PortfolioGallery({ slides, index, onIndex, onClose }: PortfolioGalleryProps) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Thumbnails]}
      labels={labels}
      animation={{ fade: FADE_MS }}
      carousel={{ finite: true }}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      thumbnails={{ width: 96, height: 64, border: 1, gap: 12, imageFit: 'cover' }}
      render={{
        thumbnail: ({ slide }) => (
          <img
            src={(slide as GallerySlide).thumbnail}
            alt=""
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ),
      }}
      on={{ view: ({ index: current }) => onIndex(current) }}
    />
  );
}
