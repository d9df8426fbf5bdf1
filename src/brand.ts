/**
 * Brand facts: the one place that names Kalyna's product, hosts and contacts.
 * The site config, pages and components import these instead of repeating them.
 * Every host uses the reserved `.example` domain (RFC 2606), so no sample ever reaches a real service.
 */
export const brand = {
  name: 'Kalyna',
  productName: 'Kalyna Payment Centre',
  productNameUk: 'платіжний центр Kalyna',
  siteUrl: 'https://docs.kalyna.example',
  hosts: {
    apiLive: 'https://api.kalyna.example/v1',
    apiSandbox: 'https://sandbox.kalyna.example/v1',
    portal: 'https://portal.kalyna.example',
    checkout: 'https://pay.kalyna.example',
    widgetScript: 'https://pay.kalyna.example/widget/v1/kalyna.js',
  },
  contacts: {
    supportEmail: 'support@kalyna.example',
    docsEmail: 'docs@kalyna.example',
  },
} as const;

export const mailto = (address: string, subject?: string): string =>
  subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
