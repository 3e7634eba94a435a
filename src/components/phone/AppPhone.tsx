import styled from '@emotion/styled';
import { deferredSection } from '../../app/deferred';
import type { AppScreenPhoneProps } from './screens';
import { DEVICE_SIZE } from './deviceSize';

/**
 * The phones are pictures: drawn in full by the server, their code and messages (`appScreens`)
 * follow after the page's first load, and hydrate then (decision 005). Reached by client
 * navigation, a phone appears once they arrive, in a box of its size reserved from the start.
 */
const Phone = deferredSection<AppScreenPhoneProps>(() => import('./screens').then(({ AppScreenPhone }) => AppScreenPhone), {
  messages: ['appScreens'],
});

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-width: 0;
  min-height: ${DEVICE_SIZE.height};
`;

/** One of the app's screens in a phone (its arrival and layering: `AppScreenPhoneProps`). */
export function AppPhone(props: AppScreenPhoneProps) {
  return (
    <Slot>
      <Phone {...props} />
    </Slot>
  );
}
