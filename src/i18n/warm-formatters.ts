/**
 * Loads the formatting data (ICU) that every signed-in page needs for its numbers and dates, while
 * the page's data is on its way. The first formatter of a page pays for that data, whichever kind
 * it is (number, date, plural rules), and every later one costs a small part of it: paid here, in a
 * task of its own, it leaves the render that shows the data, which otherwise carries it.
 */
export function warmFormatters(locale: string): void {
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
}
