// Workshop registration (spec §3 "Workshop registration", §5 "Other forms"). The pass is
// chosen afterwards and paid by catalogue id (pricing.ts), so it is not part of this form.

import { z } from 'zod';
import { MAX_LENGTH, emailField, phoneField, requiredText } from './fields';

export const workshopRegistrationSchema = z.strictObject({
  name: requiredText('Name is required', MAX_LENGTH.name),
  phone: phoneField('Phone number is required'),
  email: emailField,
});

export type WorkshopRegistration = z.infer<typeof workshopRegistrationSchema>;
