/**
 * Emotion's `shouldForwardProp` for a styled element with props of its own: they stay off the
 * DOM element, and so does `as`, which Emotion honours (renders that element instead) only
 * when it is not forwarded.
 */
export const forwardAllBut =
  (...ownProps: readonly string[]) =>
  (prop: string): boolean =>
    prop !== 'as' && !ownProps.includes(prop);
