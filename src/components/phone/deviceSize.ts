/**
 * The phone's size in rem, so a visitor's larger default font scales the whole device and its
 * screen together: nothing inside reflows or spills, and a page reserves the same box for it
 * before its code arrives (no layout shift). A module of its own: pages read it without loading
 * the phone's code.
 */
export const DEVICE_SIZE = { width: '17.5rem', height: '36rem' } as const;
