import { LocalLink, useT, withParts } from '../../../i18n/react';
import { MY_DATA_PATH } from '../paths';
import { linkMessages } from './messages';

/** The privacy page's plain word on what the device keeps, with the way to see and erase it. */
export function DeviceDataNote() {
  const t = useT(linkMessages);
  return (
    <>
      <h3>{t('privacy.title')}</h3>
      <p>{withParts(t('privacy.text'), { link: <LocalLink to={MY_DATA_PATH}>{t('privacy.link')}</LocalLink> })}</p>
    </>
  );
}
