// The contact form (spec §3 "Contact message", §5 "Other forms"): all five fields required.

import { z } from 'zod';
import { MAX_LENGTH, emailField, phoneField, requiredText } from './fields';

export const contactSchema = z.strictObject({
  fullName: requiredText('Full name is required', MAX_LENGTH.name),
  email: emailField,
  phoneNumber: phoneField('Phone number is required'),
  subject: requiredText('Subject is required', MAX_LENGTH.subject),
  message: requiredText('Message is required', MAX_LENGTH.message, 'multi-line'),
});

export type ContactMessage = z.infer<typeof contactSchema>;
