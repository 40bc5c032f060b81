// The two fields that state a price: the session lengths with theirs, and the payment consent
// with the cheapest. Rupees are written as the page's language writes them (src/i18n/format.ts).

import { optionsFor } from '../../domain/pricing';
import type { BookingKind } from '../../domain/submission-kinds';
import { interpolate } from '../../i18n/catalogue';
import { formatRupees } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage, useT } from '../../i18n/react';
import { ConsentField, RadioField, type FieldProps } from './fields';
import { bookingEnglish, bookingMessages, type BookingKey } from './messages';
import { useOptionLabel } from './option-labels/messages';

const CONSENT: Record<BookingKind, BookingKey> = {
  individual: 'consent.individual',
  couple: 'consent.couple',
  'family-friends': 'consent.family',
};

function cheapest(kind: BookingKind, language: Language): string {
  const first = optionsFor(kind)[0];
  if (!first) throw new RangeError(`No catalogue options for ${kind}`);
  return formatRupees(language, first.paise / 100);
}

/** The payment consent in English, as the tests and the other modules name it. */
export function paymentConsentInEnglish(kind: BookingKind): string {
  return interpolate(bookingEnglish[CONSENT[kind]], { price: cheapest(kind, 'en') }, 'en');
}

/** "I am ready to invest in ... (session starting from ₹799)". */
export function PaymentConsentField({ kind, ...props }: Omit<FieldProps, 'label'> & { kind: BookingKind }) {
  const t = useT(bookingMessages);
  const language = useLanguage();
  return <ConsentField {...props} label={t(CONSENT[kind], { price: cheapest(kind, language) })} />;
}

/** The session lengths of a kind, each with its price; the value stored is the option's id. */
export function DurationField({ kind, ...props }: FieldProps & { kind: BookingKind }) {
  const t = useT(bookingMessages);
  const language = useLanguage();
  const optionLabel = useOptionLabel();
  const options = optionsFor(kind);
  const labels = Object.fromEntries(
    options.map((item) => [
      item.id,
      t(kind === 'individual' ? 'duration.individual' : 'duration.session', {
        length: optionLabel(item.label),
        price: formatRupees(language, item.paise / 100),
      }),
    ]),
  );
  return <RadioField {...props} options={options.map((item) => item.id)} labels={labels} />;
}
