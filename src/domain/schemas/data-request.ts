// A visitor's request for a copy or the erasure of what the server holds for their e-mail
// address (DPDP Act). The page on the device posts it; the server checks it with the same schema.

import { z } from 'zod';
import { emailField } from './fields';

export const DATA_REQUEST_TYPES = ['copy', 'erase'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_TYPE_REQUIRED = 'Please choose a copy or erasure';

export const dataRequestSchema = z.strictObject({
  email: emailField,
  type: z.enum(DATA_REQUEST_TYPES, { error: DATA_REQUEST_TYPE_REQUIRED }),
});

export type DataRequest = z.infer<typeof dataRequestSchema>;
