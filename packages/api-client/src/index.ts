export { createApiClient, queryString } from './client';
export type { ApiClient, CallOptions, OwnedCourses } from './client';
export {
  createHttp,
  IDEMPOTENCY_HEADER,
  isAuthPath,
  joinUrl,
  newIdempotencyKey,
  REFRESH_PATH,
  relativePath,
  WRITE_RETRIES,
} from './http';
export type { ApiClientOptions, Http, HttpResponse, RequestConfig } from './http';
export { ApiError, isApiError, messageOf, NETWORK_ERROR_MESSAGE } from './errors';
export { toFormData } from './form-data';
export type {
  GatewayFailure,
  GatewaySuccess,
  PaymentConfig,
  PaymentSaveInput,
  PaymentSaveResult,
  SandboxPayRequest,
  SandboxPayResponse,
} from './payments';
