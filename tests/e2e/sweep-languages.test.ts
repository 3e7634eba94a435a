import { sweep, VIEWS } from '../support/sweep';

// Every other language at the desktop width, light, and the other scripts dark (tests/support/sweep.ts: every page of each view, every check on one load).
sweep(VIEWS.filter((view) => view.locale !== 'en' && view.width === 1280));
