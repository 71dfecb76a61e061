import { useTranslation } from 'react-i18next';
import { numberLocale } from '../../../shared/i18n/format-number';

/** A moment as staff read it, in Swiss time whatever the device's clock (`30.11.26, 00:30`). */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(numberLocale(i18n.language), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Zurich' });
  return (iso: string) => format.format(new Date(iso));
}
