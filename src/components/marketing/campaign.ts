import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteConfig } from '../../content/site';
import type { StoreId } from '../../content/storesData';
import type { Placement } from '../../lib/storeLink';
import type { Platform } from './campaignLinks';
import { useSiteConfig } from '../../app/siteConfig';

/**
 * What a visit brought to the stores, kept in memory and nowhere else (decision 025): the
 * campaign of the address it landed on and the invite code of an invite page it showed. Client
 * navigation keeps them; a new document (a reload, another language) keeps them only if its
 * address carries them. No cookie, no storage: nothing about the visit stays on the device.
 */

export type StoreHrefs = Record<StoreId, string>;

/** Writes the store links of a placement: the after-hydration module's (src/components/marketing/campaignLinks.ts). */
export type LinkWriter = (config: SiteConfig, placement: Placement, invite?: string) => StoreHrefs;

interface Visit {
  /** The landing campaign (src/lib/storeCampaign.ts), once known; empty when the visit brought none. */
  campaign?: string;
  write?: LinkWriter;
  invite?: string;
  platform?: Platform | undefined;
}

/** The landing address's query, read before the first client navigation changes it. */
let landing = '';
let visit: Visit = {};
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

const update = (change: Visit) => {
  visit = { ...visit, ...change };
  for (const listener of listeners) listener();
};

/** Once per page load, first in the client entry: keeps the landing address's query in memory. */
export function startCampaign(): void {
  landing = location.search;
}

/** After hydration, by the first part of a page that needs it: the landing's campaign, how links are written, the device. */
export function loadVisit(): void {
  loading ??= import('./campaignLinks').then((module) => update(module.visitOf(landing, navigator)));
}

/** An invite page the visit showed: later pages' store links carry its code too. */
export function rememberInvite(code: string): void {
  if (visit.invite !== code) update({ invite: code });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** What the server renders and hydration first sees: nothing the visit brought, so documents never depend on it. */
const DOCUMENT: Visit = {};

/** The visit as known so far, for `useSyncExternalStore`: nothing on the server and during hydration. */
export const useVisit = () =>
  useSyncExternalStore(
    subscribe,
    () => visit,
    () => DOCUMENT,
  );

/**
 * A page's own store links as its server's HTML carries them, by placement: an invite page's
 * carry its code from the start, so they work without JavaScript. Other pages' are the listings
 * as configured until the visit is known.
 */
export const PageLinks = createContext<{ invite: string; at: (spot: string) => StoreHrefs } | undefined>(undefined);

export interface StoreLinks {
  hrefs: StoreHrefs;
  /** The device's platform once known after hydration; undefined before, and on a computer. */
  platform: Platform | undefined;
}

/**
 * The store links at a place on the page (`spot`: hero, text…). Once the visit is known after
 * hydration each says where it is (the page, the spot) or carries the landing campaign instead,
 * and an invite's code, and the device's store is known; client renders have all of it at once.
 */
export function useStoreLinks(spot: string): StoreLinks {
  const config = useSiteConfig();
  const page = useLocation().pathname.split('/')[1] || 'home';
  const current = useVisit();
  const own = useContext(PageLinks);
  useEffect(loadVisit, []);
  const hrefs = current.write?.(config, { page, spot }, own?.invite ?? current.invite) ?? own?.at(spot) ?? config.links;
  return { hrefs, platform: current.platform };
}

/** Every configured outbound link, the store listings' written for `spot` (a legal text's links). */
export function useOutboundLinks(spot: string): SiteConfig['links'] {
  return { ...useSiteConfig().links, ...useStoreLinks(spot).hrefs };
}

/** The campaign the visit landed with (src/lib/storeCampaign.ts), once known after hydration; empty for none. */
export function useLandingCampaign(): string {
  useEffect(loadVisit, []);
  return useVisit().campaign ?? '';
}
