import { sweep, VIEWS } from '../support/sweep';

// English at the desktop width, light: the most checks of any view (rings, openings, text spacing, large text) (tests/support/sweep.ts: every page of each view, every check on one load).
sweep(VIEWS.filter((view) => view.locale === 'en' && view.width === 1280 && view.scheme === 'light'));
