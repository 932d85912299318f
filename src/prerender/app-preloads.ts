/** The id of a loading frame's list of the app's chunks, which index.html's head script preloads once the frame has painted. */
export const APP_PRELOADS_ID = 'app-preloads';
