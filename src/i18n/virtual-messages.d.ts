/** The catalogs compiled by the build (scripts/messages/plugin.ts). */
declare module 'virtual:messages/all' {
  /** Every area and legal document of every language, by `locale/name`. */
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
