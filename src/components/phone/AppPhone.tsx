import styled from '@emotion/styled';
import { deferredSection } from '../../app/deferred';
import type { AppScreenId } from '../../content/appScreensData';
import { loadMessages } from '../../i18n/messages';
import { DEVICE_SIZE } from './deviceSize';

/**
 * The phones are pictures: drawn in full by the server, their code and messages (`appScreens`)
 * follow after the page's first load, and hydrate then (decision 005). Reached by client
 * navigation, a phone appears once they arrive, in a box of its size reserved from the start.
 */
const Phone = deferredSection<{ screen: AppScreenId }>((locale) =>
  Promise.all([import('./screens'), loadMessages(locale, ['appScreens'])]).then(([{ AppScreenPhone }]) => AppScreenPhone),
);

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-width: 0;
  min-height: ${DEVICE_SIZE.height};
`;

/** One of the app's screens in a phone. */
export function AppPhone({ screen }: { screen: AppScreenId }) {
  return (
    <Slot>
      <Phone screen={screen} />
    </Slot>
  );
}
