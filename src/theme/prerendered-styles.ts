/** The attribute of a pre-rendered page's style element that lists the Emotion names whose CSS it holds. */
export const PRERENDERED_STYLES = 'data-prerendered-styles';
