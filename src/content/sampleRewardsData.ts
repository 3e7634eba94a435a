/**
 * The figures of the home hero's illustrative rewards card (spec §9): labels done out of the
 * batch. Apart from the hero's other data: the card is code of its own, hydrated after the
 * first load (its words: the `homeHero` words' `sampleRewardsCard`).
 */
export const sampleRewardsProgress = { completed: 87, total: 100 } as const;
