/** The catalogs compiled by the build (scripts/messages/plugin.ts). */
declare module 'virtual:messages/all' {
  /** Every area and legal document of every language, by `locale/name`. */
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}

/** One area of one language, compiled (`virtual:messages/<locale>/<area>`): what a page imports by URL, or a module by name. */
declare module 'virtual:messages/*' {
  const messages: unknown;
  export default messages;
}

/** One area in every language (`virtual:messages-by-language/<area>`): a loader of its module by language code. */
declare module 'virtual:messages-by-language/*' {
  const loaders: Readonly<Record<string, () => Promise<{ default: unknown }>>>;
  export default loaders;
}
