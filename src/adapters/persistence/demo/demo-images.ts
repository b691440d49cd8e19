// The demo services' pictures (storefront §3 Service.images), drawn as small SVGs written into the
// data itself as data: URLs (ADR 0035): the contract's Url is an absolute URI, the demo server runs
// on any port and never reaches the internet, and the storefront's CSP already lets images come as
// data:. Each is 4:3, the gallery's frame, so showing one never moves the page.

/** What one picture shows: a caption over a two-colour gradient with a few soft circles. */
interface Picture {
  readonly caption: string;
  readonly from: string;
  readonly to: string;
}

function svg({ caption, from, to }: Picture, seed: number): string {
  const circles = [0, 1, 2]
    .map((n) => {
      const x = 120 + ((seed * 173 + n * 251) % 560);
      const y = 90 + ((seed * 97 + n * 139) % 300);
      const r = 50 + ((seed * 31 + n * 47) % 90);
      return `<circle cx="${String(x)}" cy="${String(y)}" r="${String(r)}" fill="#fff" fill-opacity=".${String(12 + n * 6)}"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="url(#g)"/>${circles}` +
    `<text x="400" y="540" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${caption}</text></svg>`
  );
}

/** The pictures as data: URLs, in the order the gallery shows them. */
function pictures(...each: readonly Picture[]): readonly string[] {
  return each.map((picture, n) => `data:image/svg+xml,${encodeURIComponent(svg(picture, n + picture.caption.length))}`);
}

/** The demo's pictures by service. */
export const DEMO_IMAGES = {
  womensCut: pictures(
    { caption: 'Corte bob texturizado', from: '#7a2e4a', to: '#e9a6b9' },
    { caption: 'Capas largas', from: '#5b3a6e', to: '#d6b4e6' },
    { caption: 'Flequillo cortina', from: '#8c4a2f', to: '#f0c29e' },
  ),
  balayage: pictures(
    { caption: 'Balayage miel', from: '#6b3e12', to: '#f3c77a' },
    { caption: 'Balayage cenizo', from: '#4a4f57', to: '#d9dde2' },
    { caption: 'Balayage cobrizo', from: '#7c2d12', to: '#f59e6b' },
    { caption: 'Antes y después', from: '#3f2a56', to: '#c4a8e8' },
    { caption: 'Matización final', from: '#1f4e5f', to: '#9fd3e0' },
  ),
  deepFacial: pictures(
    { caption: 'Cabina de tratamiento', from: '#2f5d50', to: '#a8dcc8' },
    { caption: 'Mascarilla hidratante', from: '#5c6b2f', to: '#dfe8a8' },
  ),
  cutAndBeard: pictures(
    { caption: 'Degradado con barba', from: '#1f2937', to: '#9ca3af' },
    { caption: 'Perfilado a navaja', from: '#3b2f2f', to: '#c9a98b' },
    { caption: 'Sillón clásico', from: '#4b1d1d', to: '#d18b7a' },
  ),
} as const;
