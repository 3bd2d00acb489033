import { isApiError, userMessage } from '@dating/api-client';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** Renders whatever a page threw: its status and (translated, from the server) message. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen statusCode={error.status} />;
  if (isApiError(error)) return <ErrorScreen statusCode={error.status} message={userMessage(error, '')} />;
  console.error(error);
  return <ErrorScreen statusCode={500} />;
}
