import type { AppDeps } from '../../deps';
import { practiceEvent } from '../../lib/practice-events';
import type { AfterRequestWrite } from './requests.repo';

/** Tells the practice's other systems (webhooks, through `createApp`) of a request as the write left it, in its transaction. */
export const announce =
  (deps: AppDeps, type: 'request.created' | 'request.answered'): AfterRequestWrite =>
  (tx, request) =>
    practiceEvent(deps, tx, { type, request });
