/*
 * The invite pages' language-neutral side (decision 025; their words, with the referral
 * programme's figures as product spec §9 gives them: the `invite` area of `messages/<locale>.json`).
 * An invite address is `/invite/<code>` in every language.
 */

/**
 * The codes the site accepts when `INVITE_CODE_PATTERN` is unset: 4 to 32 letters, digits, `-`
 * or `_`. A pattern always matches a whole code (the server anchors it).
 */
export const DEFAULT_INVITE_CODE_PATTERN = '[A-Za-z0-9_-]{4,32}';

/** However wide a configured pattern, no code is longer: an invite document never grows with its address past this. */
export const MAX_INVITE_CODE_LENGTH = 64;

/** A sample code for checks and the build's stylesheet: any code renders the same rules. */
export const SAMPLE_INVITE_CODE = 'ABC123';
