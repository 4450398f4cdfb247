export { ApiError, type ApiErrorCode, NETWORK_ERROR } from './api-error';
export { type ApiFetchOptions, apiFetch, onAccountBlocked, onSessionExpired } from './api-fetch';
