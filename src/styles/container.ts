import { layout, mq, space } from './theme';

/**
 * The site's column: the content centred at the maximum width, with side padding that grows from
 * `md`, as the rules of one selector: the Container component's (`&`), and in plain CSS the
 * header's row (src/styles/headerCss.ts). A function, so the header's code, which imports the
 * class names beside it, carries no theme.
 */
export const columnCss = (selector: string) =>
  `${selector}{width:100%;max-width:${layout.maxWidth};margin-inline:auto;padding-inline:${space[4]}}${mq.md}{${selector}{padding-inline:${space[6]}}}`;
