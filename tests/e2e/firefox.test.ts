import { engineSuite } from './engineSuite';

// Every route and interaction in Firefox (Debian's ESR, WebDriver BiDi): tests/e2e/engineSuite.ts.
engineSuite('firefox');
