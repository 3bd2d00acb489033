export {
  ApiError,
  IDEMPOTENCY_HEADER,
  MAX_RETRIES,
  RETRY_BASE_DELAY_MS,
  buildUrl,
  createApiClient,
  isApiError,
  randomUuid,
  retryDelay,
  userMessage,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
} from './client';
export { formErrors, type FormErrors } from './form-errors';
