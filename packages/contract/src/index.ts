import { z } from 'zod';

// zod's own messages (wrong type, unknown enum value ...) in Vietnamese, on the server and in the browser alike.
z.config(z.locales.vi());

export * from './constants.ts';
export * from './footer-links.ts';
export * from './format/index.ts';
export * from './lookups.ts';
export * from './messages.ts';
export * from './status-messages.ts';
export * from './partner.ts';
export * from './popup.ts';
export * from './tendering.ts';
export * from './rules/index.ts';
export * from './rules/max-length-of.ts';
export * from './permissions.ts';
export * from './schemas/account.ts';
export * from './schemas/admin.ts';
export * from './schemas/auth.ts';
export * from './schemas/contracts.ts';
export * from './schemas/envelope.ts';
export * from './schemas/files.ts';
export * from './schemas/partner-type.ts';
export * from './schemas/footer.ts';
export * from './schemas/popup.ts';
export * from './schemas/profile.ts';
export * from './schemas/tendering.ts';
export * from './schemas/products.ts';
export * from './schemas/personnel.ts';
export * from './uploads.ts';
export * from './user-agent.ts';
export * from './api-paths.ts';
export * from './web-render.ts';
export * from './schemas/tender-desk.ts';
export * from './orders.ts';
export * from './schemas/orders.ts';
export * from './schemas/order-desk.ts';
