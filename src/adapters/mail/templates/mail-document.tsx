import type { CSSProperties, ReactNode } from 'react';
import type {
  LabelledDetail,
  LabelledLink,
  MailBrand,
  MailContent,
  ServiceCard,
} from '#domain/notification/mail-content';

// A client's mail as HTML (issue 18 "Mails"; docs/adr/0066), rendered once to static markup by
// react-mail-renderer.ts: what it says is the domain's MailContent, laid out here the way mail
// clients read it — nested tables rather than flex or grid, every style inline (many clients drop
// <style>, which here only widens buttons on phones, one under the other, where wider screens show
// them side by side as far as they fit), at most 600 px wide and fluid below, a hidden
// preheader, the company's colour behind a text colour that reads on it, and each link a "bulletproof"
// button: an anchor filling a coloured table cell, its words visible even where images are blocked.
// React escapes every value written as text or attribute; nothing here sets raw HTML from data.

const TEXT = '#1b1f24';
const MUTED = '#4a5460';
const PAGE = '#f4f6f8';
const BORDER = '#c3cbd4';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Rules a client may ignore: the mail reads as well without them, they only make phones roomier. */
const PROGRESSIVE_STYLE = `
@media only screen and (max-width: 620px) {
  .mail-outer { padding: 0 !important; }
  .mail-body { padding: 20px 16px !important; }
  .mail-card { padding: 16px !important; }
  .mail-button { display: table !important; width: 100% !important; margin-right: 0 !important; }
  .mail-button a { display: block !important; }
}
`;

/** The presentation tables' common attributes: screen readers read through them as through divs. */
const LAYOUT = { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0 } as const;

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '24px', color: TEXT };

function Header({ brand }: { readonly brand: MailBrand }): ReactNode {
  return (
    <tr>
      <td style={{ backgroundColor: brand.colour, color: brand.textColour, padding: '20px 24px' }}>
        {brand.logo === null ? (
          <p
            style={{
              margin: 0,
              fontSize: '22px',
              lineHeight: '28px',
              fontWeight: 'bold',
              color: brand.textColour,
              fontFamily: FONT,
            }}
          >
            {brand.name}
          </p>
        ) : (
          // fetchPriority low: React's server renderer otherwise hoists a <link rel="preload"> for
          // the image into <head>, which a mail has no use for (and some clients show as text).
          <img
            src={brand.logo}
            alt={brand.name}
            height={48}
            fetchPriority="low"
            style={{
              display: 'block',
              height: '48px',
              width: 'auto',
              maxWidth: '100%',
              border: 0,
              color: brand.textColour,
              fontSize: '20px',
              fontWeight: 'bold',
              fontFamily: FONT,
            }}
          />
        )}
      </td>
    </tr>
  );
}

/** One link as a button: filled in the company's colour for the first, outlined for the rest. */
function Button({
  link,
  brand,
  primary,
}: {
  readonly link: LabelledLink;
  readonly brand: MailBrand;
  readonly primary: boolean;
}): ReactNode {
  const background = primary ? brand.colour : '#ffffff';
  const colour = primary ? brand.textColour : TEXT;
  return (
    <table
      {...LAYOUT}
      className="mail-button"
      style={{ display: 'inline-table', verticalAlign: 'top', margin: '0 8px 8px 0', borderCollapse: 'separate' }}
    >
      <tbody>
        <tr>
          <td
            style={{
              backgroundColor: background,
              border: `2px solid ${primary ? brand.colour : BORDER}`,
              borderRadius: '6px',
              textAlign: 'center',
            }}
          >
            <a
              href={link.href}
              target="_blank"
              rel="noopener"
              style={{
                display: 'inline-block',
                padding: '10px 20px',
                minHeight: '24px',
                fontFamily: FONT,
                fontSize: '16px',
                lineHeight: '24px',
                fontWeight: 'bold',
                color: colour,
                textDecoration: 'none',
              }}
            >
              {link.label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Buttons({ links, brand }: { readonly links: readonly LabelledLink[]; readonly brand: MailBrand }): ReactNode {
  if (links.length === 0) return null;
  return (
    <div style={{ margin: '16px 0 0' }}>
      {links.map((link, at) => (
        <Button key={`${link.kind}-${String(at)}`} link={link} brand={brand} primary={at === 0} />
      ))}
    </div>
  );
}

/**
 * Labelled values (the business's mail: the booker's contact details and notes; a client's: what
 * their plans cover and what is left to pay), as a two-column table.
 */
function Details({ details }: { readonly details: readonly LabelledDetail[] }): ReactNode {
  if (details.length === 0) return null;
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 16px' }}>
      <tbody>
        {details.map((detail, at) => (
          <tr key={String(at)}>
            <th
              scope="row"
              style={{
                padding: '4px 12px 4px 0',
                textAlign: 'left',
                verticalAlign: 'top',
                fontFamily: FONT,
                fontSize: '14px',
                lineHeight: '20px',
                color: MUTED,
                fontWeight: 'normal',
                whiteSpace: 'nowrap',
              }}
            >
              {detail.label}
            </th>
            <td
              style={{
                padding: '4px 0',
                fontFamily: FONT,
                fontSize: '16px',
                lineHeight: '24px',
                color: TEXT,
                wordBreak: 'break-word',
              }}
            >
              {detail.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Card({ card, brand }: { readonly card: ServiceCard; readonly brand: MailBrand }): ReactNode {
  const detail: CSSProperties = { ...paragraph, margin: '0 0 4px' };
  return (
    <table
      {...LAYOUT}
      width="100%"
      style={{
        width: '100%',
        margin: '0 0 16px',
        border: `1px solid ${BORDER}`,
        borderLeft: `6px solid ${brand.colour}`,
        borderRadius: '8px',
        borderCollapse: 'separate',
      }}
    >
      <tbody>
        <tr>
          <td className="mail-card" style={{ padding: '16px 20px', fontFamily: FONT }}>
            <h2 style={{ margin: '0 0 8px', fontSize: '18px', lineHeight: '24px', color: TEXT, fontFamily: FONT }}>
              {card.service}
            </h2>
            <p style={detail}>
              <strong>{card.date}</strong>
            </p>
            <p style={detail}>
              <strong>{card.hours}</strong>
            </p>
            <p style={detail}>{card.professional}</p>
            {card.place === null ? null : <p style={detail}>{card.place}</p>}
            {card.price === null ? null : <p style={detail}>{card.price}</p>}
            {card.plan === null ? null : (
              <p style={detail}>
                <strong>{card.plan}</strong>
              </p>
            )}
            <Buttons links={card.links} brand={brand} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The whole mail: `<html>` down, the caller adds the doctype. */
export function MailDocument({ content }: { readonly content: MailContent }): ReactNode {
  const { brand } = content;
  const [heading, ...lead] = content.lead;
  return (
    <html lang={content.language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{content.subject}</title>
        <style>{PROGRESSIVE_STYLE}</style>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: PAGE, fontFamily: FONT, color: TEXT }}>
        <div
          style={{
            display: 'none',
            maxHeight: 0,
            maxWidth: 0,
            overflow: 'hidden',
            opacity: 0,
            fontSize: '1px',
            lineHeight: '1px',
            color: PAGE,
          }}
        >
          {content.preheader}
        </div>
        <table {...LAYOUT} width="100%" style={{ width: '100%', backgroundColor: PAGE }}>
          <tbody>
            <tr>
              <td align="center" className="mail-outer" style={{ padding: '24px 12px' }}>
                <table
                  {...LAYOUT}
                  width="100%"
                  style={{
                    width: '100%',
                    maxWidth: '600px',
                    backgroundColor: '#ffffff',
                    border: `1px solid ${BORDER}`,
                    borderRadius: '8px',
                    borderCollapse: 'separate',
                    overflow: 'hidden',
                  }}
                >
                  <tbody>
                    <Header brand={brand} />
                    <tr>
                      <td className="mail-body" style={{ padding: '24px', fontFamily: FONT, textAlign: 'left' }}>
                        {content.greeting === '' ? null : <p style={paragraph}>{content.greeting}</p>}
                        {heading === undefined ? null : (
                          <h1
                            style={{
                              margin: '0 0 16px',
                              fontSize: '20px',
                              lineHeight: '28px',
                              color: TEXT,
                              fontFamily: FONT,
                            }}
                          >
                            {heading}
                          </h1>
                        )}
                        {lead.map((text, at) => (
                          <p key={String(at)} style={paragraph}>
                            {text}
                          </p>
                        ))}
                        {content.cards.map((card, at) => (
                          <Card key={String(at)} card={card} brand={brand} />
                        ))}
                        <Details details={content.details} />
                        <Buttons links={content.links} brand={brand} />
                        {content.closing.map((text, at) => (
                          <p
                            key={String(at)}
                            style={{ ...paragraph, margin: '16px 0 0', color: MUTED, fontSize: '14px' }}
                          >
                            {text}
                          </p>
                        ))}
                      </td>
                    </tr>
                    {content.contact === '' ? null : (
                      <tr>
                        <td
                          style={{
                            padding: '16px 24px',
                            borderTop: `1px solid ${BORDER}`,
                            fontFamily: FONT,
                            fontSize: '14px',
                            lineHeight: '20px',
                            color: MUTED,
                          }}
                        >
                          {content.contact}
                        </td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
