// The two fields that state a price: the session lengths with theirs, and the payment consent
// with the cheapest. Rupees are written with pricing.ts's formatRupees: Hindi writes them as
// English does (Latin digits, Indian grouping; src/i18n/format.test.ts), and the i18n one would
// join the home page's first script, where format.ts lives, once a lazy page used it.

import { formatRupees, optionsFor } from '../../domain/pricing';
import type { BookingKind } from '../../domain/submission-kinds';
import { interpolate } from '../../i18n/catalogue';
import { useT } from '../../i18n/react';
import { ConsentField, RadioField, type FieldProps } from './fields';
import { bookingEnglish, bookingMessages, type BookingKey } from './messages';
import { useOptionLabel } from '../../ui/option-labels/messages';

const CONSENT: Record<BookingKind, BookingKey> = {
  individual: 'consent.individual',
  couple: 'consent.couple',
  'family-friends': 'consent.family',
};

/** Rupees as both languages write them (Latin digits, Indian grouping: src/i18n/format.ts says the same). */
function cheapest(kind: BookingKind): string {
  const first = optionsFor(kind)[0];
  if (!first) throw new RangeError(`No catalogue options for ${kind}`);
  return formatRupees(first.paise);
}

/** The payment consent in English, as the tests and the other modules name it. */
export function paymentConsentInEnglish(kind: BookingKind): string {
  return interpolate(bookingEnglish[CONSENT[kind]], { price: cheapest(kind) }, 'en');
}

/** "I am ready to invest in ... (session starting from ₹799)". */
export function PaymentConsentField({ kind, ...props }: Omit<FieldProps, 'label'> & { kind: BookingKind }) {
  const t = useT(bookingMessages);
  return <ConsentField {...props} label={t(CONSENT[kind], { price: cheapest(kind) })} />;
}

/** The session lengths of a kind, each with its price; the value stored is the option's id. */
export function DurationField({ kind, ...props }: FieldProps & { kind: BookingKind }) {
  const t = useT(bookingMessages);
  const optionLabel = useOptionLabel();
  const options = optionsFor(kind);
  const labels = Object.fromEntries(
    options.map((item) => [
      item.id,
      t(kind === 'individual' ? 'duration.individual' : 'duration.session', {
        length: optionLabel(item.label),
        price: formatRupees(item.paise),
      }),
    ]),
  );
  return <RadioField {...props} options={options.map((item) => item.id)} labels={labels} />;
}
