import type { DataRequestType } from '../../../src/domain/data-requests';
import { composeMail } from './mail-layout';
import type { MailContent, MailSite } from './templates';

// The mail that proves a data request's address is the asker's (issue 23). It goes to every
// address asked about, known or not, and says nothing about what is held: whoever reads the
// inbox learns it only by following the link.

export type DataRequestMailData = {
  type: DataRequestType;
  /** The single-use link, /data-request/:token on the public site. */
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
};

const WHAT: Record<DataRequestType, { subject: string; asked: string; button: string }> = {
  copy: { subject: 'confirm your request for a copy of your data', asked: 'a copy of the data we hold for this e-mail address', button: 'Confirm and download my data' },
  erase: { subject: 'confirm your request to erase your data', asked: 'the erasure of the data we hold for this e-mail address', button: 'Confirm the erasure' },
};

export function dataRequestVerification(data: DataRequestMailData, site: MailSite): MailContent {
  const what = WHAT[data.type];
  return composeMail(site, {
    subject: `${site.productName}: ${what.subject}`,
    heading: 'Please confirm your request',
    intro: [
      `Someone asked for ${what.asked}. If it was you, open the link below and confirm.`,
      `The link works once, for ${data.validHours} hours. If you did not ask, ignore this e-mail: nothing will happen.`,
    ],
    details: [],
    buttons: [{ href: data.link, label: what.button }],
  });
}
