type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));

/** The app registers the router's navigate here so code outside React (the mutator, the session) can move. */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
