/** What index.html's head script (src/boot/head-start.ts) leaves on `window` for the app. */
declare global {
  interface Window {
    /** Settles once the page's first contentful paint is on screen; src/main.tsx starts a pre-rendered page's app then. */
    firstPaint: Promise<void>;
    /** Buttons clicked on a pre-rendered page before the app listened; src/app/start-app.tsx clicks them again. */
    earlyClicks: HTMLElement[];
    /** Selects changed before the app listened (the language); undefined once the app has taken them over. */
    earlyChanges: HTMLSelectElement[] | undefined;
  }
}

export {};
