/** The light-blue month tag on blog cards: "Nov 2025" (IST, like the post dates). */
export { formatShortMonthYear as formatMonthTag } from '../../domain/ist';
