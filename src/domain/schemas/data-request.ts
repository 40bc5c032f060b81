// A visitor's request about what the server holds for an e-mail address (issue 23): a copy of it,
// or its erasure. The address is proved theirs by the link mailed to it before anything happens.

import { z } from 'zod';
import { emailField } from './fields';

export const dataRequestSchema = z.strictObject({
  email: emailField,
  type: z.enum(['copy', 'erase']),
});
