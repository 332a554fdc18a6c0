// Apart from the owner's schemas: the home page's title and logo read these and must not carry zod.

/** The portal's own name, and with the owner's short name once it is set: the page titles' and the mails' sender name. */
export const PORTAL_NAME = 'Cổng đối tác';
export const siteNameOf = (shortName: string | null | undefined): string =>
  shortName?.trim() ? `${PORTAL_NAME} ${shortName.trim()}` : PORTAL_NAME;
