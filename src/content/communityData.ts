import { siDiscord, siX, type SimpleIcon } from 'simple-icons';
import type { SiteConfig } from './site';

/*
 * The language-neutral side of the community and support page (/community, /support): its
 * channels (their words: the `community` area of `messages/<locale>.json`, keyed by these ids). The FAQ's
 * categories: `faq.ts`.
 */

/** A community channel; its id is the site configuration's key of the URL its card opens. */
export interface CommunityChannel {
  id: Extract<keyof SiteConfig['links'], 'discord' | 'x'>;
  icon: SimpleIcon;
}

export const communityChannels = [
  { id: 'discord', icon: siDiscord },
  { id: 'x', icon: siX },
] as const satisfies readonly CommunityChannel[];

export type ChannelId = CommunityChannel['id'];
