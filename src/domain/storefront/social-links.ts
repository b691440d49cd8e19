// A company's social links as the storefront shows them (storefront §1, §2 "social-icons row
// (instagram, facebook, 'web alternativa'; an address without http gets an http prefix)"): blank
// addresses dropped, every other one made a web address.

export interface SocialLink {
  /** The network as the company names it: instagram, facebook, web alternativa… */
  readonly name: string;
  readonly href: string;
}

/** The links to show, in the company's order: blank addresses dropped, `http://` added where no scheme is written. */
export function socialLinks(
  networks: readonly { readonly name: string; readonly webAddress: string }[],
): readonly SocialLink[] {
  return networks.flatMap((network) => {
    const address = network.webAddress.trim();
    if (address === '') return [];
    return [{ name: network.name, href: /^https?:\/\//i.test(address) ? address : `http://${address}` }];
  });
}
