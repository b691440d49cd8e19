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

// The demo's brands (issue 20): each location's banner (4:1, a landscape of soft shapes in the
// company's colours) and each company's logo (a round mark with its initials), drawn the same way.

/** What a banner shows: its caption over a gradient of the company's colours with a few soft hills. */
interface Banner {
  readonly caption: string;
  readonly from: string;
  readonly to: string;
}

function bannerSvg({ caption, from, to }: Banner): string {
  const hills = [0, 1, 2]
    .map((n) => {
      const y = 210 + n * 30;
      return `<path d="M0 ${String(y)} Q ${String(300 + n * 200)} ${String(y - 120)} 1200 ${String(y - 20 + n * 10)} V300 H0Z" fill="#fff" fill-opacity=".${String(10 + n * 8)}"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">` +
    `<defs><linearGradient id="b" x2="1" y2=".4"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#b)"/>${hills}` +
    `<text x="1160" y="70" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="end" fill="#fff">${caption}</text></svg>`
  );
}

/** What a logo shows: initials in white on a round mark of the company's colour, with a ring. */
interface Logo {
  readonly initials: string;
  readonly colour: string;
  readonly ring: string;
}

function logoSvg({ initials, colour, ring }: Logo): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<circle cx="128" cy="128" r="128" fill="${colour}"/><circle cx="128" cy="128" r="104" fill="none" stroke="${ring}" stroke-width="6"/>` +
    `<text x="128" y="150" font-family="Georgia, serif" font-size="76" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`
  );
}

const dataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The demo's banners by location. */
export const DEMO_BANNERS = {
  providencia: dataUrl(bannerSvg({ caption: 'Salón Aurora · Providencia', from: '#7a2e4a', to: '#e9a6b9' })),
  lasCondes: dataUrl(bannerSvg({ caption: 'Salón Aurora · Las Condes', from: '#5b3a6e', to: '#f0c29e' })),
  quilicura: dataUrl(bannerSvg({ caption: 'Taller Andes', from: '#1f2937', to: '#60a5fa' })),
  nunoa: dataUrl(bannerSvg({ caption: 'Clínica Dental Sonrisa', from: '#0f5e5a', to: '#a8dcc8' })),
  palermo: dataUrl(bannerSvg({ caption: 'Barbería Porteña · Palermo', from: '#3b2f2f', to: '#c9a98b' })),
  pocitos: dataUrl(bannerSvg({ caption: 'Barbería Porteña · Pocitos', from: '#2f3b3b', to: '#8bb9c9' })),
} as const;

/** The demo's logos by company; the barbershop has none, so the storefront shows its neutral mark. */
export const DEMO_LOGOS = {
  salon: dataUrl(logoSvg({ initials: 'SA', colour: '#b0476b', ring: '#f6d3df' })),
  workshop: dataUrl(logoSvg({ initials: 'TA', colour: '#1f2937', ring: '#60a5fa' })),
  clinic: dataUrl(logoSvg({ initials: 'CS', colour: '#0f5e5a', ring: '#a8dcc8' })),
} as const;
