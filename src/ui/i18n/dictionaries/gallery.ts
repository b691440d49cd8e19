// A service's full-screen image gallery (storefront §2 Overlays, §4 Gallery).

export const en = {
  GALLERY: {
    TITLE: 'Images of {{service}}',
    IMAGE: '{{service}}, image {{position}} of {{total}}',
    POSITION: 'Image {{position}} of {{total}}',
    PREVIOUS: 'Previous image',
    NEXT: 'Next image',
    THUMBNAILS: 'All images',
    SHOW: 'Show image {{position}}',
    HINT: 'Use the arrow keys or swipe to move between images.',
  },
};

export const es: typeof en = {
  GALLERY: {
    TITLE: 'Imágenes de {{service}}',
    IMAGE: '{{service}}, imagen {{position}} de {{total}}',
    POSITION: 'Imagen {{position}} de {{total}}',
    PREVIOUS: 'Imagen anterior',
    NEXT: 'Imagen siguiente',
    THUMBNAILS: 'Todas las imágenes',
    SHOW: 'Ver imagen {{position}}',
    HINT: 'Usa las flechas del teclado o desliza para pasar de una imagen a otra.',
  },
};
