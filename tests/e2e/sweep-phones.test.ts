import { sweep, VIEWS } from '../support/sweep';

// Every language at the phone width, light (tests/support/sweep.ts: every page of each view, every check on one load).
sweep(VIEWS.filter((view) => view.width === 375 && view.scheme === 'light'));
