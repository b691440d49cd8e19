import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInStorefront } from '../../testing/render-storefront.test-support';
import { ImageGallery } from './image-gallery';

// A service's full-screen image gallery (storefront §2 Overlays, §4 "Gallery: index stays within
// bounds; a swipe over 75 px moves to next/previous", §9 thumbnails 52 px).

const IMAGES = ['a', 'b', 'c', 'd', 'e'].map((name) => `https://cdn.reserva.test/img/${name}.jpg`);

function renderGallery(images: readonly string[] = IMAGES) {
  const onClose = vi.fn<() => void>();
  const rendered = renderInStorefront(<ImageGallery serviceName="Mechas balayage" images={images} onClose={onClose} />);
  return { ...rendered, onClose };
}

const shownImage = () => screen.getByRole('img', { name: /^Mechas balayage, image \d of \d$/ });
const counter = () => screen.getByRole('status');
const previous = () => screen.getByRole('button', { name: 'Previous image' });
const next = () => screen.getByRole('button', { name: 'Next image' });

function expectAt(position: number, total = IMAGES.length) {
  expect(shownImage()).toHaveAccessibleName(`Mechas balayage, image ${String(position)} of ${String(total)}`);
  expect(shownImage()).toHaveAttribute('src', IMAGES[position - 1]);
  expect(screen.getByText(`${String(position)} / ${String(total)}`)).toBeInTheDocument();
  expect(counter()).toHaveTextContent(`Image ${String(position)} of ${String(total)}`);
}

/** A pointer pressed on the image, moved by (`deltaX`, `deltaY`) and lifted. */
function swipe(deltaX: number, deltaY = 0) {
  const image = shownImage();
  fireEvent.pointerDown(image, { pointerId: 1, isPrimary: true, clientX: 400, clientY: 300 });
  fireEvent.pointerUp(image, { pointerId: 1, isPrimary: true, clientX: 400 + deltaX, clientY: 300 + deltaY });
}

describe('the image gallery (storefront §2 Overlays, §4 Gallery)', () => {
  it('opens on the first image, titled by the service, with its counter and a 52 px thumbnail for each image', async () => {
    renderGallery();
    expect(await screen.findByRole('dialog', { name: 'Images of Mechas balayage' })).toBeInTheDocument();
    expectAt(1);
    expect(shownImage()).toHaveAttribute('width', '800');
    expect(shownImage()).toHaveAttribute('height', '600');
    const thumbnails = screen.getAllByRole('button', { name: /^Show image \d$/ });
    expect(thumbnails).toHaveLength(5);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails[0]?.querySelector('img')).toHaveAttribute('width', '52');
  });

  it('moves with the previous and next buttons, each disabled at its end, never past the first or last image', async () => {
    const { user } = renderGallery();
    await screen.findByRole('dialog');
    expect(previous()).toBeDisabled();
    await user.click(next());
    expectAt(2);
    expect(previous()).toBeEnabled();
    await user.click(previous());
    expectAt(1);
    for (let press = 0; press < 4; press += 1) await user.click(next());
    expectAt(5);
    expect(next()).toBeDisabled();
    await user.click(next());
    expectAt(5);
  });

  it('keeps the focus in the dialog when the button pressed becomes disabled at an end', async () => {
    const { user } = renderGallery(IMAGES.slice(0, 2));
    await screen.findByRole('dialog');
    await user.click(next());
    expect(next()).toBeDisabled();
    expect(previous()).toHaveFocus();
  });

  it('moves with the right and left arrow keys, staying within the images', async () => {
    const { user } = renderGallery();
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowLeft}');
    expectAt(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectAt(3);
    await user.keyboard('{ArrowLeft}');
    expectAt(2);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expectAt(5);
  });

  it('shows the next image on a swipe left over 75 px and the previous on one right; a shorter swipe does nothing', async () => {
    renderGallery();
    await screen.findByRole('dialog');
    swipe(-76);
    expectAt(2);
    swipe(-75);
    expectAt(2);
    swipe(-40);
    expectAt(2);
    swipe(120);
    expectAt(1);
    swipe(200);
    expectAt(1);
    // More up or down than sideways: the page scrolls, the gallery stays.
    swipe(-90, 140);
    expectAt(1);
  });

  it('jumps to the image whose thumbnail is pressed', async () => {
    const { user } = renderGallery();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Show image 4' }));
    expectAt(4);
    expect(screen.getByRole('button', { name: 'Show image 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1' })).not.toHaveAttribute('aria-current');
  });

  it('closes with its Close button and with Escape', async () => {
    const { user, onClose } = renderGallery();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers neither previous nor next for a single image', async () => {
    renderGallery(IMAGES.slice(0, 1));
    await screen.findByRole('dialog');
    expectAt(1, 1);
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
  });
});
