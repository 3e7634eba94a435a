/*
 * The stores' parts, and the web's way in beside them, for every page that shows them (the home
 * page's hero once hydrated, /app-download, /get, the invite pages): imported from here, they
 * travel in one file, so none of those pages' first loads takes a request per part.
 */
export { StoreBadge, StoreBadges, StoreLogo } from './StoreBadges';
export { StoreCards } from './StoreCards';
export { StoreQrCode } from './StoreQrCode';
export { SendToStore } from './SendToStore';
export { WebAccountLinks } from './WebAccountLinks';
