import { sweep, VIEWS } from '../support/sweep';

// English in the dark scheme, at the desktop and phone widths (tests/support/sweep.ts: every page of each view, every check on one load).
sweep(VIEWS.filter((view) => view.locale === 'en' && view.scheme === 'dark'));
