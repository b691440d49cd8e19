import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  galleryAt,
  GALLERY_THUMBNAIL_PX,
  hasNext,
  hasPrevious,
  moved,
  swiped,
  type GalleryPosition,
} from '#domain/storefront/gallery';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import * as galleryWords from '../../i18n/dictionaries/gallery';
import { useDictionary } from '../../i18n/i18n';

// A service's full-screen image gallery (storefront §2 Overlays "full-screen image gallery with
// counter", §4 Gallery, §9): the image shown with its counter (announced as it changes), previous
// and next buttons that stop at the ends, the arrow keys, a swipe over 75 px, and a strip of 52 px
// thumbnails to jump to an image. The rules (bounds, what a swipe does) are the domain's
// (domain/storefront/gallery.ts); react-aria's modal traps the focus, closes on Escape and gives the
// focus back to the button that opened it. Loaded only when a client opens it.

/** The frame every image is shown in (4:3), so moving between images never moves the page. */
const FRAME = { width: 800, height: 600 } as const;

export interface ImageGalleryProps {
  readonly serviceName: string;
  readonly images: readonly string[];
  readonly onClose: () => void;
}

export function ImageGallery({ serviceName, images, onClose }: ImageGalleryProps) {
  useDictionary(galleryWords);
  const { t } = useTranslation();
  const [position, setPosition] = useState<GalleryPosition>(() => galleryAt(0, images.length));
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ readonly pointerId: number; readonly x: number; readonly y: number } | null>(null);

  // A button that becomes disabled at an end would drop the focus out of the dialog: once the
  // other is enabled (after the render), the focus moves to it.
  const refocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  });
  const show = (to: GalleryPosition) => {
    if (!hasNext(to) && document.activeElement === next.current) refocus.current = previous.current;
    if (!hasPrevious(to) && document.activeElement === previous.current) refocus.current = next.current;
    setPosition(to);
  };
  const step = (direction: -1 | 1) => {
    show(moved(position, direction));
  };

  // The arrow keys move between images wherever the focus is in the dialog (the dialog itself
  // included, which react-aria focuses on opening); registered again on each render, for `position`.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        step(event.key === 'ArrowRight' ? 1 : -1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary) return;
    swipeStart.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start?.pointerId !== event.pointerId) return;
    show(swiped(position, event.clientX - start.x, event.clientY - start.y));
  };

  const current = images[position.index];
  const numbers = { position: position.index + 1, total: position.count };
  return (
    <ModalDialog
      isOpen
      isDismissable
      size="full"
      className="gallery"
      title={t('GALLERY.TITLE', { service: serviceName })}
      onClose={onClose}
    >
      <div
        className="gallery__frame"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {current === undefined ? null : (
          <img
            className="gallery__image"
            src={current}
            alt={t('GALLERY.IMAGE', { service: serviceName, ...numbers })}
            width={FRAME.width}
            height={FRAME.height}
            draggable={false}
          />
        )}
      </div>
      <div className="gallery__controls">
        <Button
          ref={previous}
          aria-label={t('GALLERY.PREVIOUS')}
          isDisabled={!hasPrevious(position)}
          onPress={() => {
            step(-1);
          }}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <p className="gallery__counter" role="status">
          <span aria-hidden="true">
            {numbers.position} / {numbers.total}
          </span>
          <span className="visually-hidden">{t('GALLERY.POSITION', numbers)}</span>
        </p>
        <Button
          ref={next}
          aria-label={t('GALLERY.NEXT')}
          isDisabled={!hasNext(position)}
          onPress={() => {
            step(1);
          }}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <p className="gallery__hint">{t('GALLERY.HINT')}</p>
      <ul className="gallery__thumbnails" aria-label={t('GALLERY.THUMBNAILS')}>
        {images.map((image, index) => (
          <li key={`${String(index)}-${image.slice(-24)}`}>
            <Button
              variant="quiet"
              className="gallery__thumbnail"
              aria-label={t('GALLERY.SHOW', { position: index + 1 })}
              aria-current={index === position.index ? 'true' : undefined}
              onPress={() => {
                show(galleryAt(index, images.length));
              }}
            >
              <img src={image} alt="" width={GALLERY_THUMBNAIL_PX} height={GALLERY_THUMBNAIL_PX} draggable={false} />
            </Button>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <Button variant="primary" onPress={onClose}>
          {t('CLOSE')}
        </Button>
      </div>
    </ModalDialog>
  );
}
