// Imported by the modules that open the API's part of the app (the query shell every screen that
// calls the API sits in, and the signed-in areas' early requests): the mutator gets the session's
// tokens and expiry handling before the first call, the tab follows what other tabs do to the
// session, and the public pages carry none of it.
import { configureHttp } from '@/api/http';
import './follow-other-tabs';
import { getSession } from './session-store';
import { ensureIdToken, onAuthenticationExpired, onRenewedTokenRefused, refreshAfterRejection } from './token';

configureHttp({
  session: getSession,
  idToken: () => ensureIdToken(),
  renewAfterRejection: refreshAfterRejection,
  onExpired: onAuthenticationExpired,
  onRenewedTokenRefused,
});
