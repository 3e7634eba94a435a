import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import { deferredSection } from '../../app/deferred';
import { appScreenIds, type AppScreenId } from '../../content/appScreensData';
import { loadMessages } from '../../i18n/messages';
import { DEVICE_SIZE } from './deviceSize';

/**
 * The phones are pictures: drawn in full by the server, their code and messages (`appScreens`)
 * follow after the page's first load, and hydrate then (decision 005). Reached by client
 * navigation, a phone appears once they arrive, in a box of its size reserved from the start.
 */
const phones = Object.fromEntries(
  appScreenIds.map((screen) => [
    screen,
    deferredSection((locale) =>
      Promise.all([import('./screens'), loadMessages(locale, ['appScreens'])]).then(
        ([{ AppScreenPhone }]) =>
          function Phone() {
            return <AppScreenPhone screen={screen} />;
          },
      ),
    ),
  ]),
) as Record<AppScreenId, ComponentType>;

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-width: 0;
  min-height: ${DEVICE_SIZE.height};
`;

/** One of the app's screens in a phone. */
export function AppPhone({ screen }: { screen: AppScreenId }) {
  const Phone = phones[screen];
  return (
    <Slot>
      <Phone />
    </Slot>
  );
}
