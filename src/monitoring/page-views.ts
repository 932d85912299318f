type PageListener = (pathname: string) => void;

let shown: string | undefined;
let listener: PageListener | undefined;

/** The app tells monitoring each page it shows (src/app/root.tsx); monitoring loads later and catches up. */
export function notePageShown(pathname: string): void {
  shown = pathname;
  listener?.(pathname);
}

/** Monitoring follows the pages shown, starting with the one on screen. */
export function followPagesShown(next: PageListener): void {
  listener = next;
  if (shown !== undefined) next(shown);
}
