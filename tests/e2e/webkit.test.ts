import { engineSuite } from './engineSuite';

// Every route and interaction in WebKit (WebKitGTK's MiniBrowser under Xvfb): tests/e2e/engineSuite.ts.
engineSuite('webkit');
