/**
 * What the location service answers for a visitor in Montreal on a tablet: a full localization
 * record in Canadian dollars. The browser tests serve it in place of the service
 * (signup-context.spec.ts); the engine's unit test reads it (web/src/engine/localization.test.ts).
 */
export const MONTREAL_RECORD = {
  ipAddress: '203.0.113.77',
  isoCode: 'CA',
  country_code: 'CA',
  country: {
    name: 'Canada',
    names: { en: 'Canada', fr: 'Canada', es: 'Canadá', de: 'Kanada', it: 'Canada', pt: 'Canadá' },
  },
  city: { name: 'Montreal', names: { en: 'Montreal', fr: 'Montréal' } },
  currency: { code: 'CAD', symbol: '$', name: 'Canadian Dollar' },
  phone_code: '+1',
  time_zone: 'America/Toronto',
  ServicePhone: '+1 555 0100',
  customerService: '+1 555 0100',
  language: { code: 'fr', name: 'Français' },
  StoreID: 'CA',
  TaxCountry: 'CA',
  flags: { svg: '/embedded/location/flags/3x2/CA.svg', square: '/embedded/location/flags/1x1/CA.svg', emoji: '🇨🇦' },
  device: 'tablet',
  message: 'located',
  traits: { is_anonymous_proxy: false, is_anonymous_vpn: false, is_tor_exit_node: false, is_hosting_provider: false },
};
