import { registerUrl, site } from './site';

/** Places outside the site a button may open (in a new tab), named so content never types a URL. */
export const destinations = {
  register: registerUrl,
  sales: site.salesMeetingUrl,
  booking: site.calendarBookingUrl,
  'affiliate-portal': site.affiliatePortalUrl,
} as const;

export type Destination = keyof typeof destinations;
export const destinationNames = Object.keys(destinations) as Destination[];

export function isDestination(to: string): to is Destination {
  return to in destinations;
}
