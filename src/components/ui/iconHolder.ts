/**
 * The box an icon sits centred in: a fixed square that never shrinks in a flex row. Each use
 * adds its own radius and colours.
 */
export const iconHolder = (size: string) => `
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
`;
